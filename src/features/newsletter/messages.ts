/**
 * Newsletter texts. The spec (part 1 §5, §8) asks for required first name, last name and e-mail in
 * e-mail format and toasts with the server's message; the wording of these fallbacks is ours.
 */
export const NEWSLETTER_TEXT = {
  heading: 'Subscribe to our newsletter',
  intro: 'News, recipes and offers, about once a week.',
  // 'Your …': the footer is on every page, so its labels must not clash with a page form's 'Email'.
  firstName: 'Your first name',
  lastName: 'Your last name',
  email: 'Your email address',
  submit: 'Subscribe',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  subscribed: 'Thank you for subscribing to our newsletter!',
  failed: 'We could not subscribe you. Please try again.',
  subscribeLink: 'Subscribe to our e-mails',
} as const;
