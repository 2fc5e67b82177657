import { describe, expect, it } from 'vitest';
import { htmlKitFirst, lazyChunkGroups } from './chunk-groups';

const groupOf = (id: string) =>
  [...lazyChunkGroups]
    .sort((a, b) => b.priority - a.priority)
    .find((group) => (typeof group.test === 'function' ? group.test(id) : group.test.test(id)))
    ?.name;

describe('lazy chunk groups', () => {
  it('puts DOMPurify and the two modules that use it in html-kit, nothing else', () => {
    expect(groupOf('/app/node_modules/dompurify/dist/purify.es.mjs')).toBe('html-kit');
    expect(groupOf('/app/src/lib/sanitize-html.ts')).toBe('html-kit');
    expect(groupOf('/app/src/components/ui/safe-html.tsx')).toBe('html-kit');
    expect(groupOf('/app/src/lib/html-to-text.ts')).not.toBe('html-kit');
    expect(groupOf('/app/src/components/ui/safe-html.test.tsx')).not.toBe('html-kit');
    expect(groupOf('/app/src/components/form/text-field.tsx')).toBe('form-kit');
  });

  it('requests the html-kit chunk first and keeps the order of the others', () => {
    expect(
      htmlKitFirst([
        'assets/page-kit-a1.js',
        'assets/money-b2.js',
        'assets/html-kit-c3.js',
        'assets/page-kit-d4.css',
      ]),
    ).toEqual([
      'assets/html-kit-c3.js',
      'assets/page-kit-a1.js',
      'assets/money-b2.js',
      'assets/page-kit-d4.css',
    ]);
    expect(htmlKitFirst(['assets/a.js', 'assets/b.js'])).toEqual(['assets/a.js', 'assets/b.js']);
  });
});
