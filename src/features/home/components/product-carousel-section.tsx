import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ProductCard } from '@/components/product-card/product-card';
import { QueryState } from '@/components/ui/query-state';
import { useCardCartActions } from '@/features/cart';
import type { Product } from '@/types/api';
import type { CarouselLayout } from '../home-content';
import { HOME_MESSAGES } from '../messages';
import { HomeCarousel } from './home-carousel';

type ProductCarouselSectionProps = {
  id: string;
  title: ReactNode;
  label: string;
  /** The section's read: while it loads or after it failed, the section keeps its place and says so. */
  query: { data?: Product[]; isLoading: boolean; isError: boolean };
  onRetry: () => void;
  /** Shown with the title and footer when the list arrives empty; without it the section hides. */
  emptyText?: string;
  footer?: ReactNode;
  showReviewStars?: boolean;
  layout: CarouselLayout;
};

/** Our Products and Hot Buys: product cards in a carousel; home buttons always add quantity 1. */
export function ProductCarouselSection({
  id,
  title,
  label,
  query,
  onRetry,
  emptyText,
  footer,
  showReviewStars,
  layout,
}: ProductCarouselSectionProps) {
  const { onAddToCart, onBuyNow, pendingFor } = useCardCartActions();
  const products = query.data ?? [];
  const waiting = query.isLoading || query.isError;
  if (!waiting && products.length === 0 && !emptyText) return null;
  return (
    // While waiting it holds the height of the Suspense placeholder before it: nothing below moves.
    <section
      className={clsx('container py-5', waiting && 'home-products-placeholder')}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-center mb-3">
        {title}
      </h2>
      {waiting ? (
        <QueryState
          isLoading={query.isLoading}
          isError={query.isError}
          loadingText={HOME_MESSAGES.loadingProducts}
          errorText={HOME_MESSAGES.productsFailed}
          onRetry={onRetry}
        />
      ) : products.length === 0 ? (
        <p className="text-center text-body-secondary">{emptyText}</p>
      ) : (
        <HomeCarousel label={label} layout={layout}>
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onAddToCart={onAddToCart}
              onBuyNow={onBuyNow}
              pendingAction={pendingFor(product.id)}
              headingLevel={3}
              showReviewStars={showReviewStars}
            />
          ))}
        </HomeCarousel>
      )}
      {footer && <div className="text-center mt-4">{footer}</div>}
    </section>
  );
}
