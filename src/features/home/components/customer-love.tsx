import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PartPlaceholder } from '@/components/ui/part-placeholder';
import { lazyPart } from '@/lib/lazy-part';
import { nearViewport } from '@/lib/near-viewport';
import { HOME_SECTION_IDS } from '../home-content';
import { HOME_MESSAGES } from '../messages';

// The review widget's code (and the vendor's script, with the visitor's consent) loads when the
// section nears the viewport (docs/performance.md).
const reviewsNear = nearViewport(`#${HOME_SECTION_IDS.customerLove}`);
const CustomerReviews = lazyPart(() =>
  reviewsNear
    .reached()
    .then(() => import('./customer-reviews'))
    .then((module) => module.CustomerReviews),
).Component;

/** Section 7: the review widget and View All Reviews. */
export function CustomerLove() {
  return (
    <section className="container py-5" aria-labelledby={HOME_SECTION_IDS.customerLove}>
      <h2 id={HOME_SECTION_IDS.customerLove} className="text-center mb-4">
        {HOME_MESSAGES.customersLoveUs}
      </h2>
      <Suspense
        fallback={<PartPlaceholder className="home-reviews-placeholder" onShow={reviewsNear.now} />}
      >
        <CustomerReviews />
      </Suspense>
      <div className="text-center mt-4">
        <Link className="btn btn-primary" to={paths.reviews}>
          {HOME_MESSAGES.viewAllReviews}
        </Link>
      </div>
    </section>
  );
}
