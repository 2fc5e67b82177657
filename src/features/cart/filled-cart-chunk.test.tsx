import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../tests/utils/render';
import { makeStore } from '@/app/store';
import { LOAD_FAILED_TEXT } from '@/components/ui/lazy-boundary';
import { cartApi } from './api';

// The module of a cart with lines cannot be fetched (its dynamic import rejects).
vi.mock('./components/filled-cart', () => {
  throw new Error('Failed to fetch dynamically imported module: filled-cart.js');
});

describe('a cart whose lines module fails to load', () => {
  it('says so with Try again in the page, and the sign-in forms still come', async () => {
    const store = makeStore();
    await store
      .dispatch(cartApi.endpoints.guestAddToCart.initiate({ product_id: 705, qty: 1 }))
      .unwrap();
    // React reports the error its boundary caught on the console.
    allowConsoleError();
    renderRoute('/cart', { store });

    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /log in/i })).toBeInTheDocument();
    // Handled in place: the route's error page does not take over.
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
