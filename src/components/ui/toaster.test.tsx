import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import { toastHotKeys } from './toast-list';
import { Toaster } from './toaster';

// The order matters: the toast code loads with the first toast and stays loaded for the file.
describe('Toaster and notify', () => {
  it('renders nothing before the first toast, then shows toasts asked for before it loaded, once each', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    let ids: unknown[] = [];
    act(() => {
      ids = [
        notify.success('Product added to cart successfully.'),
        notify.success('Product added to cart successfully.'),
        notify.info('Promo code removed.'),
        notify.error('Failed to add to cart.', { toastId: 'cart-error' }),
      ];
      notify.dismiss('info:Promo code removed.');
    });
    expect(ids).toEqual([
      'success:Product added to cart successfully.',
      'success:Product added to cart successfully.',
      'info:Promo code removed.',
      'cart-error',
    ]);
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to add to cart.')).toBeInTheDocument();
    expect(screen.getAllByText('Product added to cart successfully.')).toHaveLength(1);
    expect(screen.queryByText('Promo code removed.')).toBeNull();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    act(() => notify.dismiss());
  });

  it('shows a success toast top-right in the light theme, once for identical messages', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      notify.success('Product added to cart successfully.');
      notify.success('Product added to cart successfully.');
    });
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(screen.getAllByText('Product added to cart successfully.')).toHaveLength(1);
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast-theme--light')).not.toBeNull();
    act(() => notify.dismiss());
  });

  it('shows error and info toasts', async () => {
    render(<Toaster />);
    act(() => {
      notify.error('Failed to add to cart.');
      notify.info('Promo code removed.');
    });
    expect(await screen.findByText('Failed to add to cart.')).toBeInTheDocument();
    expect(await screen.findByText('Promo code removed.')).toBeInTheDocument();
    act(() => notify.dismiss());
  });

  it('uses Alt+T as the hot key', () => {
    expect(toastHotKeys(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT' }))).toBe(true);
    expect(toastHotKeys(new KeyboardEvent('keydown', { altKey: false, code: 'KeyT' }))).toBe(false);
    expect(toastHotKeys(new KeyboardEvent('keydown', { altKey: true, code: 'KeyY' }))).toBe(false);
  });
});
