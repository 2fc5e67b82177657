import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` at the browser's first idle moment (a timer where there is no requestIdleCallback). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
};

/**
 * True once the page has loaded and the browser is idle: for parts of the page that can wait until
 * what the visitor came for (the route's data, its first images) has had the network and the CPU.
 */
export const useIdleAfterLoad = (): boolean => {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (idle) return undefined;
    let cancelIdle: (() => void) | undefined;
    const onLoad = () => {
      cancelIdle = whenIdle(() => setIdle(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
    };
  }, [idle]);

  return idle;
};
