import { GuestEmailForm } from '@/features/auth';

/** The cart's guest registration: e-mail + IP gives a token used like a login; the shopper stays. */
export function CartGuestForm() {
  return (
    <section aria-labelledby="cart-guest-title">
      <h2 id="cart-guest-title" className="h5">
        Check out as a guest
      </h2>
      <GuestEmailForm idPrefix="cart-guest" labelledBy="cart-guest-title" />
    </section>
  );
}
