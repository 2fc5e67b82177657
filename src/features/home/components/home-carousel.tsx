import {
  Children,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { useIdleAfterLoad } from '@/hooks/use-idle-after-load';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { CAROUSEL_LAYOUTS, type CarouselLayout } from '../home-content';

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

// Swiper's setup measures every slide (forced layouts): carousels ready at the same moment take turns,
// one Swiper set up per task, or two near the top of the page made one long task on a slow phone.
const waitingForTurn: Array<() => void> = [];
let turnTaken = false;

const grantNextTurn = (): void => {
  const grant = waitingForTurn.shift();
  turnTaken = grant !== undefined;
  grant?.();
};

/** The turn is over: the next carousel sets up in a task of its own. */
const endTurn = (): void => {
  setTimeout(grantNextTurn, 0);
};

/**
 * True once this carousel's turn to set up Swiper has come (asked for while `wanted`), and the call
 * that ends the turn (also ended when the carousel unmounts holding it).
 */
const useSetupTurn = (wanted: boolean): [granted: boolean, end: () => void] => {
  const [granted, setGranted] = useState(false);
  const holding = useRef(false);
  const end = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    endTurn();
  }, []);
  useEffect(() => {
    if (!wanted || granted) return undefined;
    const grant = () => {
      holding.current = true;
      setGranted(true);
    };
    waitingForTurn.push(grant);
    if (!turnTaken) grantNextTurn();
    return () => {
      const waiting = waitingForTurn.indexOf(grant);
      if (waiting >= 0) waitingForTurn.splice(waiting, 1);
    };
  }, [wanted, granted]);
  // Unmounting with the turn in hand passes it on; StrictMode's instant re-mount (development) does not.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) end();
      });
    };
  }, [end]);
  return [granted, end];
};

/** Ends the turn once it commits: with Swiper, inside the same Suspense boundary. */
function TurnEnd({ end }: { end: () => void }) {
  useEffect(end, [end]);
  return null;
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
