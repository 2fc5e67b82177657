import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/app/start-up/use-hydrated';
import { paths } from '@/config/paths';
import { selectCartCount } from '@/features/cart';
import { cartLinkLabel } from './header-selectors';

const CartIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42a.25.25 0 0 1-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1zm16 16c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z"
    />
  </svg>
);

/**
 * Cart icon with the item count (the /auth/user `cart` field or the last cart fetched). No count in
 * the build's HTML: it has no visitor, and a guest's count is nobody's.
 */
export function CartLink() {
  const showCount = useHydrated();
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      to={paths.cart}
      className="header-action cart-link"
      aria-label={showCount ? cartLinkLabel(count) : 'Cart'}
    >
      <CartIcon />
      <span className="header-action__text">CART</span>{' '}
      {/* Its place kept, empty, until the visitor's count is known. */}
      <span
        className="cart-link__count"
        aria-hidden="true"
        style={showCount ? undefined : { visibility: 'hidden' }}
      >
        {showCount ? count : 0}
      </span>
    </Link>
  );
}
