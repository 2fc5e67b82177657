import { CONTENT_IDS, ContentBlocks } from '@/features/content';
import { CONTACT_TEXT } from '../messages';

/** The contact page's text blocks (content id 4, api-notes 3.9), beside the form. */
export function ContactInfo() {
  return (
    <ContentBlocks
      id={CONTENT_IDS.contact}
      errorText={CONTACT_TEXT.infoFailed}
      className="contact-info"
      headingClassName="h5"
    />
  );
}
