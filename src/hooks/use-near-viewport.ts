import { useEffect, useRef, useState } from 'react';
import { nearViewport } from '@/lib/near-viewport';

/**
 * True once the element is within `margin` below the viewport, or above it (and from then on): for
 * code worth loading only when its part of the page is about to be seen (`nearViewport`). The watch
 * starts when `watching` does.
 */
export const useNearViewport = <T extends Element>(margin = '200px', watching = true) => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !watching || !element) return undefined;
    const watch = nearViewport(element, margin);
    let active = true;
    void watch.reached().then(() => active && setNear(true));
    return () => {
      active = false;
      watch.cancel();
    };
  }, [near, margin, watching]);

  return { ref, near };
};
