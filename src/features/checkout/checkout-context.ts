import { createContext, useContext } from 'react';
import type { Checkout } from './use-checkout';

/** The checkout page's state (useCheckout), read by its steps. */
export const CheckoutContext = createContext<Checkout | null>(null);

export const useCheckoutContext = (): Checkout => {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckoutContext needs the checkout page around it');
  return checkout;
};
