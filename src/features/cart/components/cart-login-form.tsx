import { loadLoginForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';
import { CartFormSection } from './cart-form-section';

const FORM_PROPS = { idPrefix: 'cart-login', labelledBy: 'cart-login-title' };

/** The cart's inline login: signing in keeps the shopper on the cart, which refetches for the user. */
export function CartLoginForm() {
  return (
    <CartFormSection
      headingId={FORM_PROPS.labelledBy}
      title="Returning customer? Log in"
      slot="login"
      load={loadLoginForm}
      props={FORM_PROPS}
      loadingLabel={CART_MESSAGES.loadingLoginForm}
    />
  );
}
