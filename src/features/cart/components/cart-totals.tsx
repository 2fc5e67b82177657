import { SafeHtml } from '@/components/ui/safe-html';
import { formatMoney, toAmount } from '@/lib/money';
import type { Cart } from '@/types/api';
import { CART_MESSAGES } from '../messages';

/** Subtotal, discount and total as the server computed them, plus the shipping notes. */
export function CartTotals({ cart }: { cart: Cart }) {
  const discount = toAmount(cart.discount);
  const subtotal =
    cart.sub_total ?? cart.items.reduce((sum, item) => sum + toAmount(item.sub_total), 0);
  return (
    <div className="cart-totals">
      <dl className="mb-2">
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">Subtotal</dt>
          <dd className="mb-1">{formatMoney(subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className="d-flex justify-content-between text-success">
            <dt className="fw-normal">Discount{cart.promo ? ` (${cart.promo})` : ''}</dt>
            <dd className="mb-1">−{formatMoney(discount)}</dd>
          </div>
        )}
        <div className="d-flex justify-content-between fs-5 border-top pt-2">
          <dt>Total</dt>
          <dd className="mb-0 fw-bold">{formatMoney(cart.total)}</dd>
        </div>
      </dl>
      {cart.shipping_message && (
        <SafeHtml className="small alert alert-info py-2" html={cart.shipping_message} />
      )}
      <p className="small text-body-secondary mb-0">{CART_MESSAGES.freeShippingNote}</p>
    </div>
  );
}
