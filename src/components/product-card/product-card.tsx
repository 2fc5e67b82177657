import { clsx } from 'clsx';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { StatusButton } from '@/components/ui/status-button';
import { itemHref } from '@/config/paths';
import { htmlToText } from '@/lib/html-to-text';
import type { Product } from '@/types/api';
import { safeUrl } from '@/lib/safe-url';
import { MinQuantityTooltip } from './min-quantity-tooltip';
import { ProductPrice } from './product-price';
import { FALLBACK_PRODUCT_IMAGE } from './fallback-image';
import './product-card.css';

export type ProductCardProps = {
  product: Product;
  onAddToCart: (product: Product) => void;
  onBuyNow: (product: Product) => void;
  /** Which of this product's actions is running; both buttons are disabled while one is. */
  pendingAction?: 'add' | 'buy' | null;
  headingLevel?: 'h2' | 'h3' | 'h4' | 2 | 3 | 4;
  showReviewStars?: boolean;
  /** 'Add To Cart' on cards (part 1 §2.3); the part 2 listings write 'Add to cart'. */
  addToCartLabel?: 'Add To Cart' | 'Add to cart';
  className?: string;
  /** Above the fold on a listing: loaded at once with high priority (the LCP image), else lazily. */
  priority?: boolean;
};

/**
 * Spec §2.3 product card: image 300x400, name link, prices, you_save, min-quantity tooltip, Buy Now /
 * Add To Cart. Memoised: a listing re-renders (sort, a query's state, one card's pending action)
 * without re-rendering its other cards, so its cost grows with the cards that changed.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAddToCart,
  onBuyNow,
  pendingAction = null,
  headingLevel = 'h2',
  showReviewStars = false,
  addToCartLabel = 'Add To Cart',
  className,
  priority = false,
}: ProductCardProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Each card's buttons say "Buy Now" / "Add To Cart"; the product name describes which product.
  const titleId = useId();
  const Heading = typeof headingLevel === 'number' ? (`h${headingLevel}` as const) : headingLevel;
  const href = itemHref(product.id, product.product_url);
  const image = safeUrl(product.image);
  const src = image && failedSrc !== image ? image : FALLBACK_PRODUCT_IMAGE;
  const badges = (product.product_badge ?? [])
    .map((badge) => ({ ...badge, badge_image: safeUrl(badge.badge_image) }))
    .filter((badge) => badge.badge_image);
  const busy = pendingAction !== null && pendingAction !== undefined;

  // The name link is stretched over the card (image included); the controls sit above it.
  return (
    <article className={clsx('product-card card h-100 w-100', className)}>
      <img
        src={src}
        alt={product.product_name}
        width={300}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="product-card__image card-img-top"
        onError={() => {
          if (src !== FALLBACK_PRODUCT_IMAGE) setFailedSrc(image);
        }}
      />
      <div className="card-body d-flex flex-column gap-1">
        {badges.length > 0 && (
          <ul className="product-card__badges list-unstyled d-flex flex-wrap gap-2 mb-1">
            {badges.map((badge, index) => (
              <li key={`${badge.badge_image}-${index}`}>
                <img
                  src={badge.badge_image}
                  alt={htmlToText(badge.description)}
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
        <Heading id={titleId} className="product-card__title h6 mb-1">
          <Link
            to={href}
            state={{ id: product.id }}
            className="link-body-emphasis text-decoration-none stretched-link"
          >
            {product.product_name}
          </Link>
        </Heading>
        {showReviewStars && product.item_code && (
          <div className="feefo-product-stars" data-sku={product.item_code} />
        )}
        <div className="d-flex align-items-center flex-wrap gap-1">
          <ProductPrice
            mapPrice={product.map_price}
            sellPrice={product.sell_price}
            className="mb-0"
          />
          <MinQuantityTooltip minQuantity={product.min_quantity} />
        </div>
        {product.you_save && <p className="product-card__save small mb-0">{product.you_save}</p>}
        <div className="product-card__actions d-grid gap-2 mt-auto pt-2">
          <StatusButton
            variant="primary"
            pending={pendingAction === 'buy'}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onBuyNow(product)}
          >
            Buy Now
          </StatusButton>
          <StatusButton
            variant="outline-primary"
            pending={pendingAction === 'add'}
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onAddToCart(product)}
          >
            {addToCartLabel}
          </StatusButton>
        </div>
      </div>
    </article>
  );
});
