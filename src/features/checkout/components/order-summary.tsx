import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import type { CartItem } from '@/types/api';
import type { Totals } from '../rules';
import { CHECKOUT_MESSAGES } from '../messages';
import { SummaryLines, SummaryRow } from './summary-lines';
import { UpsellPanel } from './upsell-panel';

type OrderSummaryProps = {
  items: CartItem[];
  totals: Totals;
  /** Account credit applied (api-notes 3.5): shown as its own row and taken off the total. */
  creditUsed: number;
  due: number;
  freeShipping: boolean;
  shippingKnown: boolean;
};

/** The summary beside the steps: lines, subtotal, discount, shipping, tax 0, account credits, total. */
export const OrderSummary = ({
  items,
  totals,
  creditUsed,
  due,
  freeShipping,
  shippingKnown,
}: OrderSummaryProps) => {
  const [showUpsell, setShowUpsell] = useState(false);
  const shipping = !shippingKnown
    ? '--'
    : freeShipping || totals.shipping === 0
      ? 'Free'
      : formatMoney(totals.shipping);
  return (
    <aside aria-label="Order summary" className="border rounded p-3">
      <h2 className="h5">Order Summary</h2>
      <SummaryLines items={items} />
      <dl className="mb-3">
        <SummaryRow label="Subtotal" value={formatMoney(totals.subtotal)} />
        <SummaryRow
          label="Discount"
          value={totals.discount > 0 ? `-${formatMoney(totals.discount)}` : formatMoney(0)}
        />
        <SummaryRow label="Shipping" value={shipping} />
        <SummaryRow label="Tax" value={formatMoney(totals.tax)} />
        {creditUsed > 0 && (
          <SummaryRow label="Account Credits" value={`-${formatMoney(creditUsed)}`} />
        )}
        <SummaryRow label="Total" value={formatMoney(due)} strong />
      </dl>
      <button
        type="button"
        className="btn btn-outline-primary w-100"
        onClick={() => setShowUpsell(true)}
      >
        {CHECKOUT_MESSAGES.upsellButton}
      </button>
      <UpsellPanel show={showUpsell} onHide={() => setShowUpsell(false)} />
    </aside>
  );
};
