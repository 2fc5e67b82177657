import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { safeUrl } from '@/lib/safe-url';
import { whenIdle } from '@/lib/when-idle';
import type { SliderItem } from '@/types/api';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useCarouselPaused } from '@/components/ui/scroll-carousel';
import { HomeCarousel } from './home-carousel';

const isVideoFile = (file: string): boolean => /\.(mp4|webm|ogg)(\?|$)/i.test(file);

/**
 * A video banner plays, muted and looping, once the page is loaded and idle; never under reduced
 * motion, and not while the visitor has paused the carousel (which offers Pause whenever it holds
 * a video). Not by the autoplay attribute, whose decoding and frames would compete with the
 * start-up for a phone's CPU (docs/performance.md). Its poster shows until then.
 */
function BannerVideo({ item }: { item: SliderItem }) {
  const reducedMotion = usePrefersReducedMotion();
  const paused = useCarouselPaused();
  const still = reducedMotion || paused;
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    if (still) {
      video.pause();
      return undefined;
    }
    // A browser that refuses to play it keeps the poster; an engine whose play() returns nothing
    // (older ones, jsdom) has nothing to catch.
    return whenIdle(() => void video.play()?.catch(() => undefined));
  }, [still]);
  return (
    <video
      ref={ref}
      className="top-slider__media"
      src={item.file}
      poster={item.mobile_url || undefined}
      muted
      playsInline
      loop
      preload="metadata"
      width={640}
      height={360}
      aria-hidden="true"
    />
  );
}

function BannerMedia({ item, index }: { item: SliderItem; index: number }) {
  if (isVideoFile(item.file)) return <BannerVideo item={item} />;
  return (
    <picture>
      {item.mobile_url && <source media="(max-width: 479px)" srcSet={item.mobile_url} />}
      <img
        className="top-slider__media"
        src={item.file}
        alt=""
        width={640}
        height={360}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
      />
    </picture>
  );
}

/** The API's URLs through safeUrl; a banner without a usable file is left out. */
const safeSlides = (items: SliderItem[]): SliderItem[] =>
  items
    .map((item) => ({
      ...item,
      file: safeUrl(item.file),
      mobile_url: safeUrl(item.mobile_url),
      product_link: safeUrl(item.product_link),
    }))
    .filter((item) => item.file);

/** Section 1: video banners link to /videos#{id}; the others open product_link in a new tab. */
export function TopSlider({ items }: { items: SliderItem[] }) {
  const slides = safeSlides(items);
  if (slides.length === 0) return null;
  return (
    <section className="top-slider container-fluid px-0 py-3" aria-label="Featured">
      <HomeCarousel
        label="Featured banners"
        layout="top"
        gap={8}
        moving={slides.some((item) => isVideoFile(item.file))}
      >
        {slides.map((item, index) =>
          item.type === 'video' ? (
            <Link
              key={item.id}
              to={`/videos#${item.id}`}
              className="d-block"
              aria-label={`Watch video ${index + 1}`}
            >
              <BannerMedia item={item} index={index} />
            </Link>
          ) : item.product_link ? (
            <a
              key={item.id}
              href={item.product_link}
              target="_blank"
              rel="noopener"
              className="d-block"
              aria-label={`Banner ${index + 1} (opens in a new tab)`}
            >
              <BannerMedia item={item} index={index} />
            </a>
          ) : (
            <BannerMedia key={item.id} item={item} index={index} />
          ),
        )}
      </HomeCarousel>
    </section>
  );
}
