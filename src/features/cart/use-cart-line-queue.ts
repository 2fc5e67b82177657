import { useCallback, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { CART_MESSAGES } from './messages';

/**
 * Serialises cart line changes (+, −, delete): each request waits for the previous one, and the
 * cart is refetched once after the last, so rapid clicks never leave the page out of step with
 * the server. A line stays busy (controls disabled) until that refetch has landed.
 */
export const useCartLineQueue = (refetch: () => Promise<unknown>) => {
  const chain = useRef<Promise<void>>(Promise.resolve());
  const queued = useRef(0);
  const [busyLines, setBusyLines] = useState<ReadonlySet<number>>(() => new Set());

  const enqueue = useCallback(
    (lineId: number, task: () => Promise<unknown>): Promise<void> => {
      queued.current += 1;
      setBusyLines((current) => new Set(current).add(lineId));
      chain.current = chain.current
        .then(task)
        .catch((error: unknown) => {
          // The refetch below shows the real state; the toast says the change did not go through.
          notifyError(error, CART_MESSAGES.updateFailed);
        })
        .then(async () => {
          queued.current -= 1;
          if (queued.current > 0) return;
          try {
            await refetch();
          } catch {
            // The page is gone (or the cache was reset): nothing left to bring in step.
          } finally {
            if (queued.current === 0) setBusyLines(new Set());
          }
        });
      return chain.current;
    },
    [refetch],
  );

  /** Resolves once every queued change (and the refetch after the last) has landed. */
  const whenIdle = useCallback(async (): Promise<void> => {
    let current: Promise<void>;
    do {
      current = chain.current;
      await current;
    } while (current !== chain.current);
  }, []);

  return { enqueue, whenIdle, busyLines, isBusy: busyLines.size > 0 };
};

export type CartLineQueue = ReturnType<typeof useCartLineQueue>;
