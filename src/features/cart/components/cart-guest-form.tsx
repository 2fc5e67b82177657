import { OnDemand } from '@/components/ui/on-demand';
import { loadGuestEmailForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';

const FORM_PROPS = { idPrefix: 'cart-guest', labelledBy: 'cart-guest-title' };

/** The cart's guest registration: e-mail + IP gives a token used like a login; the shopper stays. */
export function CartGuestForm() {
  return (
    <section aria-labelledby="cart-guest-title">
      <h2 id="cart-guest-title" className="h5">
        Check out as a guest
      </h2>
      <div className="cart-form-slot cart-form-slot--guest">
        <OnDemand
          load={loadGuestEmailForm}
          props={FORM_PROPS}
          loadingLabel={CART_MESSAGES.loadingGuestForm}
        />
      </div>
    </section>
  );
}
