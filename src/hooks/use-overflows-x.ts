import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element (it can scroll sideways), measured again
 * as the element resizes and when `contentKey` (e.g. the number of slides) changes. True until
 * measured: a carousel offers its buttons from the first paint.
 */
export const useOverflowsX = (ref: RefObject<HTMLElement | null>, contentKey: unknown): boolean => {
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() =>
      setOverflows(element.scrollWidth - element.clientWidth > 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, contentKey]);
  return overflows;
};
