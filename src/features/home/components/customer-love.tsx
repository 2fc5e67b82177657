import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReviewWidget } from '@/features/catalog';
import { HOME_MESSAGES } from '../messages';

/** Section 7: the review widget and View All Reviews. */
export function CustomerLove() {
  return (
    <section className="container py-5" aria-labelledby="customer-love-title">
      <h2 id="customer-love-title" className="text-center mb-4">
        {HOME_MESSAGES.customersLoveUs}
      </h2>
      <ReviewWidget variant="service" />
      <div className="text-center mt-4">
        <Link className="btn btn-primary" to={paths.reviews}>
          {HOME_MESSAGES.viewAllReviews}
        </Link>
      </div>
    </section>
  );
}
