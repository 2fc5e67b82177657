/** The footer sign-up's element id (the `#newsletter` target) and its first field's id. */
export const NEWSLETTER_ID = 'newsletter';
export const NEWSLETTER_FIRST_FIELD_ID = 'newsletter-first-name';
