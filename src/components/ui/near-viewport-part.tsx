import type { ReactNode } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

/**
 * Renders `children` once its place nears the viewport (useNearViewport, docs/performance.md): for
 * a part below the first screen whose render can wait past the page's load. The place is empty
 * until then, so the part belongs at the end of its page's content, where its arrival moves only
 * what is below it, out of sight.
 */
export function NearViewportPart({ children }: { children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near && children}</div>;
}
