/** Wallet texts, apart from the SDK modules so importing them never pulls an SDK chunk. */
export const LOADING_BUTTONS = 'Loading payment buttons...';
export const PAYPAL_UNAVAILABLE =
  'PayPal is not available right now. Please choose another payment method.';
export const GOOGLE_PAY_UNAVAILABLE =
  'Google Pay is not available right now. Please enter your card or choose another payment method.';
export const PAYPAL_FAILED =
  'The PayPal payment could not be completed. Please try again or choose another payment method.';
