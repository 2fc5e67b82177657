import { Link } from 'react-router';
import { NEWSLETTER_TEXT as TEXT } from '../messages';
import { NEWSLETTER_FIRST_FIELD_ID, NEWSLETTER_ID } from '../newsletter-anchor';

/**
 * Leads to the footer sign-up on the same page (guests have no e-mail preferences page): the layout
 * scrolls to `#newsletter`, and the focus goes to its first field so typing can start at once.
 */
export function SubscribeLink() {
  return (
    <Link
      to={{ hash: NEWSLETTER_ID }}
      onClick={() =>
        document.getElementById(NEWSLETTER_FIRST_FIELD_ID)?.focus({ preventScroll: true })
      }
    >
      {TEXT.subscribeLink}
    </Link>
  );
}
