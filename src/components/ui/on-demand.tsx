import type { ComponentType } from 'react';
import { useOnDemand } from '@/hooks/use-on-demand';
import { Spinner } from './spinner';

export const ON_DEMAND_FAILED_TEXT = 'This part of the page could not be loaded.';

/** Said in place of a part whose module failed to download, with a button that asks again. */
export function OnDemandFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <span role="alert" className="small">
      {ON_DEMAND_FAILED_TEXT}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
        Try again
      </button>
    </span>
  );
}

export type OnDemandProps<P extends object> = {
  /** Imports the part's module: a module-level function, so every render gets the same one. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** What the inline spinner announces while the module downloads. */
  loadingLabel: string;
};

/**
 * A part of a page whose code loads when it is first rendered (useOnDemand): a drawer on its button's
 * first click, a form below the page's main content. The page's own chunk does not import it, so the
 * page paints without waiting for it. An inline spinner while it loads; if the download fails, a
 * short message with Try again instead of the route's error page.
 */
export function OnDemand<P extends object>({ load, props, loadingLabel }: OnDemandProps<P>) {
  const { component: Part, failed, retry } = useOnDemand(load);
  if (Part) return <Part {...props} />;
  if (failed) return <OnDemandFailed onRetry={retry} />;
  return <Spinner inline size="sm" hideLabel label={loadingLabel} />;
}
