import { OnDemand } from '@/components/ui/on-demand';
import { loadLoginForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';

const FORM_PROPS = { idPrefix: 'cart-login', labelledBy: 'cart-login-title' };

/** The cart's inline login: signing in keeps the shopper on the cart, which refetches for the user. */
export function CartLoginForm() {
  return (
    <section aria-labelledby="cart-login-title">
      <h2 id="cart-login-title" className="h5">
        Returning customer? Log in
      </h2>
      <div className="cart-form-slot cart-form-slot--login">
        <OnDemand
          load={loadLoginForm}
          props={FORM_PROPS}
          loadingLabel={CART_MESSAGES.loadingLoginForm}
        />
      </div>
    </section>
  );
}
