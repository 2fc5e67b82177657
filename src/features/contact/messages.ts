/** The contact and reviews pages' texts: spec part 2 §8 verbatim, and our own wording where it has none. */
export const CONTACT_TEXT = {
  title: 'Contact Us',
  /** Spec part 2 §8, contact exception. */
  failed: 'Something went wrong. Please try again later.',
  /** When the server takes the message without wording a reply. */
  sent: 'Thank you for contacting us. We will get back to you soon.',
  submit: 'Submit',
  reviewsButton: 'Read Our Reviews',
  reviewsTitle: 'Customer Reviews',
  reviewsPageTitle: 'Reviews',
  infoFailed: 'Our contact details could not be loaded.',
} as const;
