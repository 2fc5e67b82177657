import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/utils/render';
import { makeStore } from '@/app/store';
import { ON_DEMAND_FAILED_TEXT } from '@/components/ui/on-demand';
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
    renderRoute('/cart', { store });

    expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /log in/i })).toBeInTheDocument();
    // An expected condition, handled quietly: nothing reported as a crash.
    expect(console.error).not.toHaveBeenCalled();
  });
});
