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

type Load<P> = () => Promise<ComponentType<P>>;

// The parts preloadOnDemand has brought in, by their load function.
const preloaded = new Map<unknown, unknown>();

/**
 * Starts a part's download ahead of its useOnDemand (from a route loader, beside the page's own
 * calls). Once it is in, the part renders in the same commit as what asks for it: no frame without it.
 */
export const preloadOnDemand = <P>(load: Load<P>): void => {
  load().then(
    (component) => preloaded.set(load, component),
    // The hook asks again when the part is wanted, and shows its failure then.
    () => undefined,
  );
};

/**
 * A component whose module loads once `wanted` holds, in a task after the next paint: the page shows
 * what it has first, and the download does not delay that paint. `load` must be a module-level
 * function (the same one on every render).
 */
export function useOnDemand<P>(load: Load<P>, wanted = true): OnDemandComponent<P> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<P>>({ failed: false });
  const component =
    loaded.component ??
    (wanted ? (preloaded.get(load) as ComponentType<P> | undefined) : undefined);
  const settled = component !== undefined || loaded.failed;

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
    component,
    failed: loaded.failed,
    retry: () => {
      setLoaded({ failed: false });
      setAttempt((count) => count + 1);
    },
  };
}
