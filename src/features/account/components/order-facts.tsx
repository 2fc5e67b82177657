import { Fragment } from 'react';
import type { OrderDetail } from '@/types/api';
import { ORDER_TEXT } from '../messages';
import { humanize, maskedCard, orderDate, paymentMethodLabel } from '../order-format';

/** Dates (MM/DD/YYYY, ship date N/A when missing), order type, status, promo and payment of an order. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const card = maskedCard(order.payment_card);
  const status = [humanize(order.order_status), humanize(order.payment_status)]
    .filter(Boolean)
    .join(' · ');
  const facts: [string, string][] = [
    [ORDER_TEXT.orderDate, orderDate(order.CartCheckoutDate)],
    [ORDER_TEXT.shipDate, orderDate(order.shipping_date)],
    [ORDER_TEXT.orderType, order.CartOrderType || ORDER_TEXT.notAvailable],
    ...(status ? [[ORDER_TEXT.status, status] as [string, string]] : []),
    [ORDER_TEXT.promo, order.promo || ORDER_TEXT.noPromo],
    [ORDER_TEXT.payment, paymentMethodLabel(order.payment_method) || ORDER_TEXT.notAvailable],
    ...(card ? [[ORDER_TEXT.card, card] as [string, string]] : []),
  ];
  return (
    <dl className="order-facts">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
