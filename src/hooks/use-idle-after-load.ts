import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * True once the page has loaded and the browser is idle: for parts of the page that can wait until
 * what the visitor came for (the route's data, its first images) has had the network and the CPU.
 */
export const useIdleAfterLoad = (): boolean => {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
};
