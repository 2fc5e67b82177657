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
};

/**
 * A home-page carousel: the browser's own snap scrolling (components/ui/scroll-carousel.tsx), not
 * Swiper. Swiper measured every slide as it set up, a long task per carousel on a slow phone.
 */
export function HomeCarousel({ label, layout, children, gap }: HomeCarouselProps) {
  return (
    <ScrollCarousel label={label} trackClassName={`home-carousel--${layout}`} gap={gap}>
      {children}
    </ScrollCarousel>
  );
}
