import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { whenIdle } from '@/lib/when-idle';

/**
 * False until `firstScreenReady` has been painted, the page has loaded and the browser is idle; then
 * true for good. For the parts of a page below its first screen: their scripts, calls and images
 * then start after what the visitor sees first, instead of sharing the network and the CPU with it.
 * It does not wait for scrolling, so keyboard and screen-reader users get the whole page, a moment
 * later.
 */
export const useAfterFirstScreen = (firstScreenReady: boolean): boolean => {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!firstScreenReady || after) return undefined;
    let cancelIdle = (): void => undefined;
    const cancelPaint = afterNextPaint(() => {
      // A transition: rendering what follows yields to input every few ms instead of one long task.
      cancelIdle = whenIdle(() => startTransition(() => setAfter(true)));
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [firstScreenReady, after]);
  return after;
};
