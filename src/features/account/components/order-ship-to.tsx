import type { OrderDetail } from '@/types/api';

/** Shipping name, address lines, e-mail and phone of an order; empty parts are left out. */
export function OrderShipTo({ order }: { order: OrderDetail }) {
  const address = order.shipping_address ?? {};
  const name = [order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' ');
  const place = [address.shipping_city || address.city, address.state_name]
    .filter(Boolean)
    .join(', ');
  const lines = [
    name,
    address.address,
    place,
    address.country_name,
    order.shipping_email || address.email,
    address.phone,
  ].filter(Boolean);
  return (
    <address className="mb-0">
      {lines.map((line, index) => (
        <span key={index} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}
