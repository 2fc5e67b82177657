import { LoginForm } from '@/features/auth';

/** The cart's inline login: signing in keeps the shopper on the cart, which refetches for the user. */
export function CartLoginForm() {
  return (
    <section aria-labelledby="cart-login-title">
      <h2 id="cart-login-title" className="h5">
        Returning customer? Log in
      </h2>
      <LoginForm idPrefix="cart-login" labelledBy="cart-login-title" />
    </section>
  );
}
