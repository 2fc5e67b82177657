import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { SwiperCarousel } from '@/components/ui/swiper-carousel';
import { paths } from '@/config/paths';
import { useGetTestimonialsQuery } from '../api';
import { TESTIMONIAL_CAROUSEL } from '../carousel';
import { MediaPlayerDialog, type Playing } from '../components/media-player-dialog';
import { TestimonialCard } from '../components/testimonial-card';
import { TESTIMONIAL_TEXT } from '../messages';
import '../testimonials.css';

/** /testimonial: the testimonials carousel, a player dialog for recordings, and the way to add yours. */
export function Component() {
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
          <SwiperCarousel
            label={TESTIMONIAL_TEXT.carouselLabel}
            breakpoints={TESTIMONIAL_CAROUSEL.breakpoints}
            spaceBetween={TESTIMONIAL_CAROUSEL.spaceBetween}
          >
            {testimonials.map((testimonial, index) => (
              <TestimonialCard
                key={index}
                testimonial={testimonial}
                onPlay={(recording, name) => setPlaying({ recording, name })}
              />
            ))}
          </SwiperCarousel>
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
