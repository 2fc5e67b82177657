import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CART_MESSAGES } from '@/features/cart';

/** The cart page's empty-cart words, on the checkout pages that find the cart empty. */
export const EmptyCartNote = () => (
  <p>
    {CART_MESSAGES.empty}. <Link to={paths.store}>{CART_MESSAGES.continueShopping}</Link>
  </p>
);
