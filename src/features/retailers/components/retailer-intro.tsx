import { CONTENT_IDS, ContentBlocks } from '@/features/content';
import { RETAILER_TEXT } from '../messages';

/** The introduction from the content service (/content/3), above the store search. */
export function RetailerIntro() {
  return (
    <ContentBlocks
      id={CONTENT_IDS.retailers}
      errorText={RETAILER_TEXT.introFailed}
      className="mb-4"
      headingClassName="h4"
    />
  );
}
