import { useCallback, useState } from 'react';
import type { LazyPart } from '@/lib/lazy-part';

/**
 * The part's component for this render and `retry`, for a LazyBoundary's Try again: it swaps in a
 * new lazy component of the same module (a failed React.lazy keeps its error).
 */
export const useLazyPart = <P extends object>(part: LazyPart<P>) => {
  const [Component, setComponent] = useState(() => part.Component);
  const retry = useCallback(() => setComponent(() => part.again()), [part]);
  return [Component, retry] as const;
};
