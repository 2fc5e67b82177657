import { PageHeading } from '@/components/ui/page-heading';
import { ReviewWidget } from '@/features/catalog';
import { CONTACT_TEXT } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /reviews: the review widget only (its script is loaded by the widget, on this page alone). */
export default function Component() {
  return (
    <>
      <PageHeading title={CONTACT_TEXT.reviewsPageTitle} />
      <section className="container py-4">
        <ReviewWidget variant="service" />
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Reviews',
  description: 'What our customers say: reviews of our products.',
};
