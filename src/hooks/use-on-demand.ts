import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

export type OnDemandComponent<P> = {
  /** The loaded component; undefined while its module downloads (or has failed to). */
  component?: ComponentType<P>;
  failed: boolean;
  /** Asks for the module once more after a failure. */
  retry: () => void;
};

type Loaded<P> = { component?: ComponentType<P>; failed: boolean };

/**
 * A component whose module loads once `wanted` holds, in a task after the next paint: the page shows
 * what it has first, and the download does not delay that paint. `load` must be a module-level
 * function (the same one on every render).
 */
export function useOnDemand<P>(
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): OnDemandComponent<P> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<P>>({ failed: false });
  const settled = loaded.component !== undefined || loaded.failed;

  useEffect(() => {
    if (!wanted || settled) return undefined;
    let current = true;
    const cancel = afterNextPaint(() => {
      load().then(
        // A transition: the part renders in slices that yield to input, not in one long task.
        (component) => current && startTransition(() => setLoaded({ component, failed: false })),
        () => current && setLoaded({ failed: true }),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [load, wanted, settled, attempt]);

  return {
    component: loaded.component,
    failed: loaded.failed,
    retry: () => {
      setLoaded({ failed: false });
      setAttempt((count) => count + 1);
    },
  };
}
