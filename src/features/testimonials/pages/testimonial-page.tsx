import { useState } from 'react';
import { Link } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { ScrollCarousel } from '@/components/ui/scroll-carousel';
import { paths } from '@/config/paths';
import { useGetTestimonialsQuery } from '../api';
import { MediaPlayerDialog, type Playing } from '../components/media-player-dialog';
import { TestimonialCard } from '../components/testimonial-card';
import { TESTIMONIAL_TEXT } from '../messages';
import '../testimonials.css';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchTestimonials } from '../prefetch';

/** Spec part 2: 20 px between the cards (2 per view from 1200 px, else 1: testimonials.css). */
const TESTIMONIAL_CAROUSEL_GAP = 20;

/** /testimonial: the testimonials carousel, a player dialog for recordings, and the way to add yours. */
export default function Component() {
  const query = useGetTestimonialsQuery();
  const retry = useRetry(query);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const testimonials = query.data ?? [];

  return (
    <>
      <PageMeta fallbackTitle={TESTIMONIAL_TEXT.heading} />
      <PageHeading title={TESTIMONIAL_TEXT.heading} />
      <section className="container py-4 testimonials-page">
        <QueryState
          isLoading={query.isLoading}
          isError={query.isError}
          error={query.error}
          errorText={TESTIMONIAL_TEXT.loadFailed}
          onRetry={retry}
          isEmpty={testimonials.length === 0}
          loadingText={TESTIMONIAL_TEXT.loading}
          emptyText={TESTIMONIAL_TEXT.empty}
        >
          <ScrollCarousel
            label={TESTIMONIAL_TEXT.carouselLabel}
            trackClassName="testimonials-carousel"
            gap={TESTIMONIAL_CAROUSEL_GAP}
          >
            {testimonials.map((testimonial, index) => (
              <TestimonialCard
                key={index}
                testimonial={testimonial}
                onPlay={(recording, name) => setPlaying({ recording, name })}
              />
            ))}
          </ScrollCarousel>
        </QueryState>
        <p className="text-center mt-4 mb-0">
          <Link className="btn btn-primary" to={paths.submitFeedback}>
            {TESTIMONIAL_TEXT.shareYours}
          </Link>
        </p>
      </section>
      <MediaPlayerDialog playing={playing} onHide={() => setPlaying(null)} />
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Testimonials',
  description: 'Testimonials from our customers, in words, voice and video.',
  ownHead: true,
};

export const loader = prerenderLoader(prefetchTestimonials);
export const clientLoader = visitLoader();
