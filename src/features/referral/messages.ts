/**
 * Referral texts. Verbatim from spec part 1 §2.9 (Copy, Share on Facebook, Share via E-mail) and §9
 * (the $10 and 1,000-point rules); the rest are ours.
 */
export const REFERRAL_LINK_TEXT = {
  linkLabel: 'Your referral link',
  copy: 'Copy',
  copied: 'Copied',
  shareFacebook: 'Share on Facebook',
  shareEmail: 'Share via E-mail',
  share: 'Share',
  newTab: '(opens in a new tab)',
  intro:
    'Your friend gets $10 off the first purchase, and you get 1,000 points when your friend spends over $39.',
  loading: 'Loading your referral link...',
  failed: 'Your referral link could not be loaded.',
  noCode: 'Your referral link is not available yet. Please try again later.',
  shareFailed: 'The link could not be shared. Please copy it instead.',
  shareTitle: 'Apricot Storefront',
  shareSubject: '$10 off your first order',
  shareBody: (link: string) =>
    `Get $10 off your first purchase at the Apricot Storefront with my link: ${link}`,
} as const;

/** /refer-a-friend. Spec part 1 §5, §8, §9 verbatim ('Please enter email address', the exception text, the rules). */
export const REFER_PAGE_TEXT = {
  heading: 'Refer A Friend',
  lead: 'Give $10, get 1,000 points.',
  friendGets: 'Your friend gets $10 off the first purchase.',
  referrerGets: 'You get 1,000 points when your friend spends over $39.',
  doubleBonus: 'A $10 bonus, with a limited-time double bonus, paid on your friend’s first order.',
  guestIntro: 'Enter your e-mail address to get your refer code, then share it with your friends.',
  emailLabel: 'Email',
  submit: 'Get My Refer Code',
  emailRequired: 'Please enter email address',
  emailInvalid: 'Please enter a valid email address.',
  failed: 'Something went wrong. Please try again later.',
  codeHeading: 'Your refer code',
  codeLabel: 'Your refer code',
  codeFallback: 'Share this code with your friends: they get $10 off their first purchase.',
} as const;
