import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_LOADING_MS, STILL_LOADING_TEXT } from './loading-state';
import { QueryState } from './query-state';

describe('QueryState', () => {
  it('shows the loading status', () => {
    render(
      <QueryState isLoading isError={false} loadingText="Loading products...">
        data
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(screen.queryByText('data')).not.toBeInTheDocument();
  });

  it('shows the server message (else the fallback) with a Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(
      <QueryState
        isLoading={false}
        isError
        error={{ status: 500, message: 'Server down' }}
        onRetry={onRetry}
        errorText="Could not load."
      >
        data
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <QueryState isLoading={false} isError error={{ status: 500 }} errorText="Could not load.">
        data
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the empty message, else the children', () => {
    const { rerender } = render(
      <QueryState isLoading={false} isError={false} isEmpty emptyText="No products found.">
        data
      </QueryState>,
    );
    expect(screen.getByText('No products found.')).toBeInTheDocument();
    rerender(
      <QueryState isLoading={false} isError={false} isEmpty={false}>
        data
      </QueryState>,
    );
    expect(screen.getByText('data')).toBeInTheDocument();
  });

  it("says 'Still loading…' with Retry once loading has taken 10 s, and not before", () => {
    vi.useFakeTimers();
    try {
      const onRetry = vi.fn();
      const { rerender } = render(
        <QueryState isLoading isError={false} loadingText="Loading products..." onRetry={onRetry}>
          data
        </QueryState>,
      );
      act(() => vi.advanceTimersByTime(SLOW_LOADING_MS - 1));
      expect(screen.queryByText(STILL_LOADING_TEXT)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent(
        `Loading products...${STILL_LOADING_TEXT}Retry`,
      );
      act(() => screen.getByRole('button', { name: 'Retry' }).click());
      expect(onRetry).toHaveBeenCalledTimes(1);

      // Loaded, then loading again: the 10 s start over.
      rerender(
        <QueryState isLoading={false} isError={false}>
          data
        </QueryState>,
      );
      expect(screen.queryByText(STILL_LOADING_TEXT)).not.toBeInTheDocument();
      rerender(
        <QueryState isLoading isError={false} onRetry={onRetry}>
          data
        </QueryState>,
      );
      act(() => vi.advanceTimersByTime(SLOW_LOADING_MS - 1));
      expect(screen.queryByText(STILL_LOADING_TEXT)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
