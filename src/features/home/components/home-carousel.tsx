import type { ReactNode } from 'react';
import { ScrollCarousel } from '@/components/ui/scroll-carousel';
import type { CarouselLayout } from '../home-content';

type HomeCarouselProps = {
  /** Names the carousel for screen readers, e.g. "Our Products". */
  label: string;
  /** Its slides per view by viewport width (home.css). */
  layout: CarouselLayout;
  children: ReactNode;
  /** Space between slides in px. */
  gap?: number;
  /** A slide moves by itself (a video): the carousel offers Pause even with nothing to autoplay. */
  moving?: boolean;
};

/**
 * A home-page carousel: the browser's own snap scrolling (components/ui/scroll-carousel.tsx), not
 * Swiper. Swiper measured every slide as it set up, a long task per carousel on a slow phone.
 */
export function HomeCarousel({ label, layout, children, gap, moving }: HomeCarouselProps) {
  return (
    <ScrollCarousel
      label={label}
      trackClassName={`home-carousel--${layout}`}
      gap={gap}
      moving={moving}
    >
      {children}
    </ScrollCarousel>
  );
}
