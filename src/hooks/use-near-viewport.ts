import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on): for code worth
 * loading only when its part of the page is about to be seen.
 */
export const useNearViewport = <T extends Element>(margin = '200px') => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
};
