import { ReviewWidget } from '@/features/catalog';

/** The shop's reviews in Customer Love: a module of its own, so their code loads later. */
export function CustomerReviews() {
  return <ReviewWidget variant="service" />;
}
