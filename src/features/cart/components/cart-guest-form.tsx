import { lazy, memo, useState } from 'react';
import { loadGuestEmailForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';
import { CartFormSection } from './cart-form-section';

const FORM_PROPS = { idPrefix: 'cart-guest', labelledBy: 'cart-guest-title' };

const LazyGuestEmailForm = lazy(loadGuestEmailForm);

/**
 * The cart's guest registration: e-mail + IP gives a token used like a login; the shopper stays.
 * Memoised like CartLoginForm, so the prerendered form hydrates.
 */
export const CartGuestForm = memo(function CartGuestForm() {
  const [GuestEmailForm, setGuestEmailForm] = useState(() => LazyGuestEmailForm);
  return (
    <CartFormSection
      headingId={FORM_PROPS.labelledBy}
      title="Check out as a guest"
      slot="guest"
      loadingLabel={CART_MESSAGES.loadingGuestForm}
      onRetry={() => setGuestEmailForm(() => lazy(loadGuestEmailForm))}
    >
      <GuestEmailForm {...FORM_PROPS} />
    </CartFormSection>
  );
});
