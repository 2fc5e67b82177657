import { Children, lazy, Suspense, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useIdleAfterLoad } from '@/hooks/use-idle-after-load';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { CAROUSEL_LAYOUTS, type CarouselLayout } from '../home-content';
import { TurnEnd, useSetupTurn } from './setup-turns';

// Swiper is a chunk of its own, loaded when a carousel nears the viewport and the loaded page is idle
// (a carousel at the top must not hold up the page's data and first images): until then (and while
// it loads) the slides are a static row of plain HTML.
const SwiperCarousel = lazy(() =>
  import('@/components/ui/swiper-carousel').then((module) => ({ default: module.SwiperCarousel })),
);

type HomeCarouselProps = {
  /** Names the carousel for screen readers, e.g. "Our Products". */
  label: string;
  layout: CarouselLayout;
  children: ReactNode;
  spaceBetween?: number;
};

/** Swiper's space between slides when the carousel gives none (components/ui/swiper-carousel.tsx). */
const DEFAULT_SPACE_BETWEEN = 16;

function StaticSlides({
  label,
  layout,
  children,
  spaceBetween = DEFAULT_SPACE_BETWEEN,
  containerRef,
}: HomeCarouselProps & { containerRef?: Ref<HTMLDivElement> }) {
  // The static row's gap is Swiper's, so its slides (and their heights) match Swiper's to the pixel.
  const gap = { '--gap': `${spaceBetween}px` } as CSSProperties;
  return (
    <div
      ref={containerRef}
      className="home-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="home-carousel__controls" aria-hidden="true" />
      <div className={`home-carousel__static home-carousel__static--${layout}`} style={gap}>
        {Children.toArray(children).map((slide, index) => (
          <div key={index} className="home-carousel__static-slide">
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A home-page carousel (a11y, navigation, autoplay rules in components/ui/swiper-carousel.tsx). */
export function HomeCarousel(props: HomeCarouselProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const idle = useIdleAfterLoad();
  const [turn, endTurnOnCommit] = useSetupTurn(near && idle);
  const breakpoints = CAROUSEL_LAYOUTS[props.layout];
  if (!turn) return <StaticSlides {...props} containerRef={ref} />;
  return (
    <Suspense fallback={<StaticSlides {...props} />}>
      <SwiperCarousel
        label={props.label}
        breakpoints={breakpoints}
        spaceBetween={props.spaceBetween}
      >
        {props.children}
      </SwiperCarousel>
      <TurnEnd end={endTurnOnCommit} />
    </Suspense>
  );
}
