import { lazy, memo, useState } from 'react';
import { loadLoginForm } from '@/features/auth';
import { CART_MESSAGES } from '../messages';
import { CartFormSection } from './cart-form-section';

const FORM_PROPS = { idPrefix: 'cart-login', labelledBy: 'cart-login-title' };

const LazyLoginForm = lazy(loadLoginForm);

/**
 * The cart's inline login: signing in keeps the shopper on the cart, which refetches for the user.
 * Memoised (it has no props): a cart page render that reached the prerendered form before its chunk
 * was in would make React render it anew instead of hydrating it.
 */
export const CartLoginForm = memo(function CartLoginForm() {
  const [LoginForm, setLoginForm] = useState(() => LazyLoginForm);
  return (
    <CartFormSection
      headingId={FORM_PROPS.labelledBy}
      title="Returning customer? Log in"
      slot="login"
      loadingLabel={CART_MESSAGES.loadingLoginForm}
      onRetry={() => setLoginForm(() => lazy(loadLoginForm))}
    >
      <LoginForm {...FORM_PROPS} />
    </CartFormSection>
  );
});
