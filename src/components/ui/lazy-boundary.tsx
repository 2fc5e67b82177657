import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';

export const LOAD_FAILED_TEXT = 'This part of the page could not be loaded.';

/** Said in place of a part whose module failed to download, with a button that asks again. */
export function LoadFailed({ resetErrorBoundary }: FallbackProps) {
  return (
    <span role="alert" className="small">
      {LOAD_FAILED_TEXT}{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline"
        onClick={() => resetErrorBoundary()}
      >
        Try again
      </button>
    </span>
  );
}

type LazyBoundaryProps = {
  /** Shown while the part's module downloads. */
  fallback: ReactNode;
  /**
   * Try again: hand the part a fresh React.lazy of the same import, since a lazy component whose
   * import failed keeps failing.
   */
  onRetry: () => void;
  children: ReactNode;
};

/**
 * Around a React.lazy part of a page (a drawer, a form below the main content): its loading state,
 * and if its module fails to download, a short message with Try again in its place rather than the
 * route's error page.
 */
export function LazyBoundary({ fallback, onRetry, children }: LazyBoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={LoadFailed} onReset={onRetry}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
