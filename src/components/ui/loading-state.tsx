import { useDelayedFlag } from '@/hooks/use-delayed-flag';
import { Spinner } from './spinner';

export const STILL_LOADING_TEXT = 'Still loading…';
/** Requests have no timeout (spec part 1 §7); after this long the shopper is told and may retry. */
export const SLOW_LOADING_MS = 10_000;

export type LoadingStateProps = {
  label?: string;
  /** Re-runs the pending read (useRetry); without it the line has no button. */
  onRetry?: () => void;
  className?: string;
};

/**
 * A page's loading state: a spinner, and once the read has been pending for 10 s a 'Still loading…'
 * line with Retry. Rendered only while loading, so the wait starts when it mounts.
 */
export function LoadingState({ label = 'Loading...', onRetry, className }: LoadingStateProps) {
  const slow = useDelayedFlag(true, SLOW_LOADING_MS);
  return (
    <Spinner label={label} className={className}>
      {slow && (
        <span className="w-100 d-flex flex-wrap align-items-center justify-content-center gap-2">
          <span>{STILL_LOADING_TEXT}</span>
          {onRetry && (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
              Retry
            </button>
          )}
        </span>
      )}
    </Spinner>
  );
}
