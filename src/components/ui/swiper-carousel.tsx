import { Children, useId, useRef, useState, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import './swiper-carousel.css';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';
import { AUTOPLAY_DELAY_MS } from './carousel-timing';

export type SwiperCarouselProps = {
  /** Names the carousel for screen readers, e.g. "Our Products". */
  label: string;
  children: ReactNode;
  breakpoints?: SwiperOptions['breakpoints'];
  spaceBetween?: number;
  className?: string;
};

/**
 * Swiper with the a11y and navigation modules, labelled previous/next buttons and a pause toggle.
 * Autoplay pauses on hover and on keyboard focus, and never starts under prefers-reduced-motion.
 */
export function SwiperCarousel({
  label,
  children,
  breakpoints,
  spaceBetween = 16,
  className,
}: SwiperCarouselProps) {
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [paused, setPaused] = useState(false);
  const slides = Children.toArray(children);
  const autoplay = !reducedMotion && slides.length > 1;
  const maxPerView = Math.max(
    1,
    ...Object.values(breakpoints ?? {}).map((point) => Number(point.slidesPerView) || 1),
  );

  const pause = () => swiperRef.current?.autoplay?.pause();
  const resume = () => {
    if (autoplay && !paused) swiperRef.current?.autoplay?.resume();
  };
  // The buttons are Swiper's navigation, handed over as it sets up (they are in the page by then).
  // Not through state: that rendered the carousel twice, and Swiper in a second render in the same
  // task as the first, which made one long task of each carousel's start on a slow phone.
  const connectNavigation = (swiper: SwiperInstance) => {
    for (const navigation of [swiper.params.navigation, swiper.originalParams.navigation]) {
      if (typeof navigation !== 'object') continue;
      navigation.prevEl = prevRef.current;
      navigation.nextEl = nextRef.current;
    }
  };
  const togglePaused = () => {
    const next = !paused;
    setPaused(next);
    if (next) swiperRef.current?.autoplay?.stop();
    else swiperRef.current?.autoplay?.start();
  };

  return (
    <div
      className={`swiper-carousel position-relative ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <CarouselControls
        label={label}
        controls={id}
        autoplay={autoplay}
        paused={paused}
        onTogglePaused={togglePaused}
        previousRef={prevRef}
        nextRef={nextRef}
      />
      <Swiper
        id={id}
        modules={[A11y, Navigation, Autoplay]}
        a11y={{
          enabled: true,
          containerMessage: label,
          prevSlideMessage: `Previous ${label} slide`,
          nextSlideMessage: `Next ${label} slide`,
        }}
        // Elements, not selectors: null here (so Swiper adds no buttons of its own), set on beforeInit.
        navigation={{ prevEl: null, nextEl: null }}
        onBeforeInit={connectNavigation}
        autoplay={
          autoplay
            ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }
            : false
        }
        loop={slides.length > maxPerView}
        // Focus landing in a slide already in view (a dialog closing, Tab) must not slide: in loop
        // mode a slide moves its DOM nodes, which drops the focus.
        watchSlidesProgress
        slidesPerView={1}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        speed={reducedMotion ? 0 : 500}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
