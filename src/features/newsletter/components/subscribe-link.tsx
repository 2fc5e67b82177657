import { Link } from 'react-router';
import { NEWSLETTER_TEXT as TEXT } from '../messages';
import { anchors } from '@/config/paths';

/**
 * Leads to the footer sign-up on the same page (guests have no e-mail preferences page): the layout
 * scrolls to `#newsletter`, and the focus goes to its first field so typing can start at once.
 */
export function SubscribeLink() {
  return (
    <Link
      to={{ hash: anchors.newsletter }}
      onClick={() =>
        document.getElementById(anchors.newsletterFirstField)?.focus({ preventScroll: true })
      }
    >
      {TEXT.subscribeLink}
    </Link>
  );
}
