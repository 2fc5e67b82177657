import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from './spinner';

export const ON_DEMAND_FAILED_TEXT = 'This part of the page could not be loaded.';

export type OnDemandProps<P extends object> = {
  /** Imports the part's module: a module-level function, so every render gets the same one. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** What the inline spinner announces while the module downloads. */
  loadingLabel: string;
};

type Loaded<P> = { component?: ComponentType<P>; failed: boolean };

/**
 * A part of a page that loads its code when first asked for (a drawer on its button's click), so the
 * page's first visit does not download it. Rendered in a line: an inline spinner while it loads; if
 * the download fails, a short message with Try again instead of the route's error page.
 */
export function OnDemand<P extends object>({ load, props, loadingLabel }: OnDemandProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<P>>({ failed: false });

  useEffect(() => {
    let current = true;
    load().then(
      (component) => current && setLoaded({ component, failed: false }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const Part = loaded.component;
  if (Part) return <Part {...props} />;
  if (!loaded.failed) return <Spinner inline size="sm" hideLabel label={loadingLabel} />;
  return (
    <span role="alert" className="small">
      {ON_DEMAND_FAILED_TEXT}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => {
          setLoaded({ failed: false });
          setAttempt((count) => count + 1);
        }}
      >
        Try again
      </button>
    </span>
  );
}
