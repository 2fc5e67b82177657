import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { SLOW_LOADING_MS, STILL_LOADING_TEXT } from '@/components/ui/loading-state';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';

export type OptionsStatusInput = {
  isLoading: boolean;
  isError: boolean;
  /** Re-runs the read of the options (useRetry). */
  onRetry: () => void;
  loadingText: string;
  errorText: string;
};

const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <Button variant="link" size="sm" className="p-0 ms-2 align-baseline" onClick={onRetry}>
    Retry
  </Button>
);

/**
 * The line under a select whose options come from the API (a field hint, so the select is described
 * by it): the loading text, 'Still loading…' with Retry after 10 s, the failure (an alert) with Retry.
 * Undefined once the options are in.
 */
export function useOptionsStatus({
  isLoading,
  isError,
  onRetry,
  loadingText,
  errorText,
}: OptionsStatusInput): ReactNode {
  const slow = useDelayedFlag(isLoading, SLOW_LOADING_MS);
  if (isError)
    return (
      <span role="alert" className="text-danger">
        {errorText}
        <RetryButton onRetry={onRetry} />
      </span>
    );
  if (slow)
    return (
      <span role="status">
        {STILL_LOADING_TEXT}
        <RetryButton onRetry={onRetry} />
      </span>
    );
  if (isLoading) return <span role="status">{loadingText}</span>;
  return undefined;
}
