// lint as: src/features/blog/fixture.ts src/components/ui/fixture.ts src/lib/fixture.ts src/features/cart/api.ts src/api/fixture.ts
// DOMPurify loads on demand (decision 030): no static import of it or of its wrapper.
import { sanitizeHtml } from '@/lib/sanitize-html'; // expect: @typescript-eslint/no-restricted-imports
import purify from 'dompurify'; // expect: @typescript-eslint/no-restricted-imports
import isomorphic from 'isomorphic-dompurify'; // expect: @typescript-eslint/no-restricted-imports
import type * as Sanitizer from '@/lib/sanitize-html';

export const fixture = [sanitizeHtml, purify, isomorphic];
export const load = (): Promise<typeof Sanitizer> => import('@/lib/sanitize-html');
