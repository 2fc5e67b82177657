import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { ReviewsDialog } from '../components/reviews-dialog';
import { CONTACT_TEXT } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /contact-us: the contact form, the shop's contact text and the reviews modal. */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.contact);
  return (
    <>
      <PageMeta meta={meta} fallbackTitle={CONTACT_TEXT.title} />
      <PageHeading title={CONTACT_TEXT.title} />
      <section className="container py-4">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-7">
            <ContactForm />
          </div>
          <div className="col-lg-5">
            <ContactInfo />
            <ReviewsDialog />
          </div>
        </div>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Contact Us',
  description: 'Contact us by phone, e-mail or the contact form.',
  ownHead: true,
};
