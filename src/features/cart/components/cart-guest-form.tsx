import { loadGuestEmailForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';
import { CartFormSection } from './cart-form-section';

const FORM_PROPS = { idPrefix: 'cart-guest', labelledBy: 'cart-guest-title' };

/** The cart's guest registration: e-mail + IP gives a token used like a login; the shopper stays. */
export function CartGuestForm() {
  return (
    <CartFormSection
      headingId={FORM_PROPS.labelledBy}
      title="Check out as a guest"
      slot="guest"
      load={loadGuestEmailForm}
      props={FORM_PROPS}
      loadingLabel={CART_MESSAGES.loadingGuestForm}
    />
  );
}
