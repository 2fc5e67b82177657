import { safeUrl } from '@/lib/safe-url';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';

type ProductThumbnailProps = {
  /** The image URL from the API: through safeUrl, the shop's fallback picture when unusable. */
  src: string | null | undefined;
  alt: string;
  className?: string;
};

/** A product's 60x60 picture in lists (cart lines, checkout summary, upsell), loaded lazily. */
export function ProductThumbnail({
  src,
  alt,
  className = 'rounded border',
}: ProductThumbnailProps) {
  return (
    <img
      src={safeUrl(src, FALLBACK_PRODUCT_IMAGE)}
      alt={alt}
      width={60}
      height={60}
      loading="lazy"
      className={className}
    />
  );
}
