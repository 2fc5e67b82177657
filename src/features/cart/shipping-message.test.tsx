import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gate } from '../../../tests/utils/gate';
import { renderRoute } from '../../../tests/utils/render';
import { makeStore } from '@/app/store';
import { cartApi } from './api';

// DOMPurify's module downloads only when the test opens the gate.
const sanitizer = await vi.hoisted(async () => {
  const { gate: makeGate } = await import('../../../tests/utils/gate');
  return makeGate();
});
vi.mock('@/lib/sanitize-html', async (importOriginal) => {
  await sanitizer.opened;
  return importOriginal();
});

describe("a cart's shipping message (API HTML)", () => {
  it('comes with the lines: the cart shows its loading state until DOMPurify is in', async () => {
    const store = makeStore();
    await store
      .dispatch(cartApi.endpoints.guestAddToCart.initiate({ product_id: 705, qty: 1 }))
      .unwrap();
    renderRoute('/cart', { store });

    // The cart's answer and the lines' module are both in; only DOMPurify is on its way.
    const answer = gate();
    const unsubscribe = store.subscribe(() => {
      if (cartApi.endpoints.getCart.select()(store.getState()).isSuccess) answer.open();
    });
    await answer.opened;
    unsubscribe();
    await act(() => import('./components/filled-cart'));
    expect(screen.getByText('Loading cart...')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Apricot Seed Capsules' }),
    ).not.toBeInTheDocument();

    sanitizer.open();
    // The first render with the lines holds the message, cleaned: never an empty box that fills.
    await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Capsules' });
    const message = screen.getByText(/to your order for free standard shipping/);
    expect(within(message).getByText(/^\$\d+\.\d\d$/).tagName).toBe('STRONG');
  });
});
