/** The privacy choices' texts (decision 033). */
export const PRIVACY_MESSAGES = {
  heading: 'Your privacy choices',
  footerLink: 'Your privacy choices',
  // Short on purpose: a longer text becomes a page's largest paint (its LCP) on a phone.
  bannerText: 'Allow marketing, reviews and loyalty?',
  // With Global Privacy Control marketing stays off unasked (the dialog's hint says why).
  bannerTextGpc: 'Allow reviews?',
  gpcNote:
    'Your browser sends Global Privacy Control, so the marketing service stays off on this device.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
  dialogIntro:
    'Choose what may run on this device. The marketing service, the review widget and the loyalty widget come from other companies and run only if you allow them. Your choice is kept on this device for 12 months and is never sent to our servers; change it at any time under “Your privacy choices” at the foot of every page.',
  marketingLabel: 'Marketing',
  marketingHint: 'Tells our marketing service which products you add to your cart.',
  reviewsLabel: 'Reviews',
  reviewsHint: 'Shows customer reviews and star ratings from our review service.',
  loyaltyLabel: 'Loyalty',
  loyaltyHint:
    'Shows the loyalty programme’s widget (its own cookies). Signed in, your points show in the header either way.',
  gpcLoyaltyNote:
    'Your browser sends Global Privacy Control, so the loyalty widget stays off on this device.',
  save: 'Save choices',
} as const;
