import { StatusButton } from '@/components/ui/status-button';
import type { Cart } from '@/types/api';
import type { CartLineQueue } from '../use-cart-line-queue';
import { CART_MESSAGES } from '../messages';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { PromoArea } from './promo-area';

export type FilledCartProps = {
  cart: Cart;
  queue: CartLineQueue;
  checkingOut: boolean;
  onCheckout: () => void;
};

/**
 * A cart with lines: the lines, and beside them the promo code, the totals and Checkout. Its own
 * chunk (prefetch.ts's filledCart): an empty cart's page does not download the form kit and DOMPurify for it.
 */
export function FilledCart({ cart, queue, checkingOut, onCheckout }: FilledCartProps) {
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">
        <CartLines cart={cart} queue={queue} />
      </div>
      <aside className="col-12 col-lg-4" aria-label="Order summary">
        <div className="border rounded p-3 d-grid gap-3">
          <PromoArea cart={cart} />
          <CartTotals cart={cart} />
          <StatusButton
            size="lg"
            pending={checkingOut || queue.isBusy}
            aria-describedby={queue.isBusy ? 'cart-updating' : undefined}
            onClick={onCheckout}
          >
            Checkout
          </StatusButton>
          {queue.isBusy && (
            <p id="cart-updating" role="status" className="small text-body-secondary mb-0">
              {CART_MESSAGES.updating}
            </p>
          )}
        </div>
      </aside>
    </div>
  );
}
