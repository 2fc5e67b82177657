import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
