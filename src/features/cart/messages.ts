/** The cart feature's texts: spec part 1 §8 and part 2 §8 verbatim, and ours where the spec words none. */
export const CART_MESSAGES = {
  loading: 'Loading cart...',
  loadingLoginForm: 'Loading the login form...',
  loadingGuestForm: 'Loading the guest form...',
  noCart: 'No Cart Found',
  empty: 'Your cart is empty',
  continueShopping: 'Continue shopping',
  updating: 'Updating your cart... Checkout opens once your changes are saved.',
  freeShippingNote:
    'Free USA shipping, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands.',
  /** Ours (the spec words none): a +, − or delete on a line that did not go through. */
  updateFailed: 'Your cart could not be updated. Please try again.',
  addFailed: 'Failed to add to cart.',
  guestAdded: 'Added to guest cart based on IP.',
  guestAddFailed: 'Guest cart failed.',
  addException: 'Something went wrong.',
  promoApplied: 'Promo Code Applied Successfully',
  promoException: 'Something went wrong!',
  promoRemoved: 'Promo code removed.',
} as const;
