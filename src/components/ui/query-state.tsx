import type { ReactNode } from 'react';
import { getErrorMessage } from '@/api/errors';
import { LoadingState } from './loading-state';

export type QueryStateProps = {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  isEmpty?: boolean;
  loadingText?: string;
  emptyText?: ReactNode;
  /** Fallback text when the error carries no server message. */
  errorText?: string;
  /** Re-runs the read (useRetry): offered on an error and when loading takes longer than 10 s. */
  onRetry?: () => void;
  children?: ReactNode;
};

/**
 * The three states in the same order everywhere: loading (with 'Still loading…' and Retry after 10 s),
 * error (with Retry), empty, then the data.
 */
export function QueryState({
  isLoading,
  isError,
  error,
  isEmpty = false,
  loadingText = 'Loading...',
  emptyText = 'No Entries Found',
  errorText = 'Something went wrong. Please try again.',
  onRetry,
  children,
}: QueryStateProps) {
  if (isLoading) return <LoadingState label={loadingText} onRetry={onRetry} />;
  if (isError) {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
        <span>{error === undefined ? errorText : getErrorMessage(error, errorText)}</span>
        {onRetry && (
          <button type="button" className="btn btn-danger btn-sm" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (isEmpty) return <p className="text-body-secondary py-3 mb-0">{emptyText}</p>;
  return <>{children}</>;
}
