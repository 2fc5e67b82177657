import { clsx } from 'clsx';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAutoplay } from '@/hooks/use-autoplay';
import { useOverflowsX } from '@/hooks/use-overflows-x';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';
import { nextScrollLeft } from './scroll-carousel-position';
import './scroll-carousel.css';

/** Spec part 1 §9: every carousel autoplays every 3000 ms and loops. */
export const AUTOPLAY_DELAY_MS = 3000;

export type ScrollCarouselProps = {
  /** Names the carousel for screen readers, e.g. "Our Products". */
  label: string;
  children: ReactNode;
  /** Sets the slides per view (`--per-view`, e.g. by media query) on the row of slides. */
  trackClassName?: string;
  /** Space between slides in px. */
  gap?: number;
  className?: string;
  /**
   * A slide moves by itself (a banner's video): the Pause toggle shows even when the carousel has
   * nothing to autoplay, as with one slide (WCAG 2.2.2).
   */
  moving?: boolean;
};

const PausedContext = createContext(false);

/**
 * Whether the visitor has paused the carousel this is in (its Pause button): a slide that moves by
 * itself, as a banner's video, holds still then too (WCAG 2.2.2).
 */
export const useCarouselPaused = (): boolean => useContext(PausedContext);

const FOCUSABLE =
  'a[href], button, input, select, textarea, audio[controls], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A row that scrolls sideways must be reachable by keyboard (WCAG 2.1.1): when no slide holds
 * anything focusable (text-only cards), the row itself takes the focus, and the arrow keys scroll it.
 * Checked after every render: the slides are the caller's.
 */
const useKeyboardScrollable = (ref: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const hasFocusable = Array.from(row.children).some((slide) => slide.querySelector(FOCUSABLE));
    if (hasFocusable) row.removeAttribute('tabindex');
    else row.tabIndex = 0;
  });
};

/**
 * A carousel that is the browser's own sideways scrolling with snap points: touch, trackpad and the
 * layout of its slides cost no script to set up. Labelled previous/next buttons go round past either
 * end and autoplay loops (spec part 1 §9); autoplay holds while hovered, touched, focused, out of view
 * or in a hidden tab, and never starts under prefers-reduced-motion.
 */
export function ScrollCarousel({
  label,
  children,
  trackClassName,
  gap = 16,
  className,
  moving = false,
}: ScrollCarouselProps) {
  const id = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const movable = useOverflowsX(trackRef, slides.length) && slides.length > 1;
  const autoplay = movable && !reducedMotion;

  const go = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    // The track is positioned: each slide's offsetLeft is its start inside the scrolled row.
    const starts = Array.from(track.children, (slide) => (slide as HTMLElement).offsetLeft);
    const max = track.scrollWidth - track.clientWidth;
    track.scrollTo({ left: nextScrollLeft(starts, track.scrollLeft, max, direction) });
  };
  useAutoplay(regionRef, () => go(1), autoplay && !paused, AUTOPLAY_DELAY_MS);
  useKeyboardScrollable(trackRef);

  return (
    <div
      ref={regionRef}
      className={clsx('scroll-carousel', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <CarouselControls
        label={label}
        controls={id}
        pausable={autoplay || (moving && !reducedMotion)}
        paused={paused}
        onTogglePaused={() => setPaused(!paused)}
        onPrevious={() => go(-1)}
        onNext={() => go(1)}
        disabled={!movable}
      />
      <div
        id={id}
        ref={trackRef}
        className={clsx('scroll-carousel__track', trackClassName)}
        style={{ '--gap': `${gap}px` } as CSSProperties}
      >
        <PausedContext value={paused}>
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) ? slide.key : index}
              className="scroll-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </PausedContext>
      </div>
    </div>
  );
}
