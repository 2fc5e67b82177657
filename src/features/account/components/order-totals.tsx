import { Fragment } from 'react';
import { formatMoney, toAmount } from '@/lib/money';
import type { OrderDetail } from '@/types/api';
import { ORDER_TEXT } from '../messages';

/** Subtotal, discount (when there is one), shipping, tax and total of an order. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const discount = toAmount(order.discount_amount);
  const rows: [string, string][] = [
    [ORDER_TEXT.subtotal, formatMoney(order.sub_total)],
    ...(discount > 0
      ? [[ORDER_TEXT.discount, `-${formatMoney(discount)}`] as [string, string]]
      : []),
    [ORDER_TEXT.shipping, formatMoney(order.shipping_fee)],
    [ORDER_TEXT.tax, formatMoney(order.tax_amount)],
    [ORDER_TEXT.total, formatMoney(order.total_amount)],
  ];
  return (
    <dl className="order-facts order-totals">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd className={term === ORDER_TEXT.total ? 'fw-bold' : undefined}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
