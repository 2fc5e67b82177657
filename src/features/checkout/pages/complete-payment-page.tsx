import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CHECKOUT_MESSAGES } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /complete-payment (spec part 2): the order-placed confirmation. */
const Component = () => {
  const orderId = (useLocation().state as { orderId?: number | null } | null)?.orderId;
  return (
    <section className="container py-5 text-center">
      <h1 className="h3 mb-3">{CHECKOUT_MESSAGES.orderPlaced}</h1>
      {orderId ? (
        <p>Your order number is #{orderId}. A confirmation e-mail is on its way.</p>
      ) : null}
      <Link to={paths.home} className="btn btn-primary">
        {CHECKOUT_MESSAGES.continueShopping}
      </Link>
    </section>
  );
};

export default Component;

export const handle: RouteHandle = { title: 'Your Order Has Been Placed!' };
