import { useEffect, useRef, useState } from 'react';
import { nearViewport } from '@/lib/near-viewport';

/**
 * True once the element is within `margin` below the viewport, or above it (and from then on): for
 * code worth loading only when its part of the page is about to be seen (`nearViewport`).
 */
export const useNearViewport = <T extends Element>(margin = '200px') => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const watch = nearViewport(element, margin);
    let active = true;
    void watch.reached().then(() => active && setNear(true));
    return () => {
      active = false;
      watch.cancel();
    };
  }, [near, margin]);

  return { ref, near };
};
