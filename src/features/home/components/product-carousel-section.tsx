import type { ReactNode } from 'react';
import { ProductCard } from '@/components/product-card/product-card';
import { useAddToCart } from '@/features/cart';
import type { Product } from '@/types/api';
import type { CarouselLayout } from '../home-content';
import { HomeCarousel } from './home-carousel';

type ProductCarouselSectionProps = {
  id: string;
  title: ReactNode;
  label: string;
  products: Product[] | undefined;
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
  products,
  emptyText,
  footer,
  showReviewStars,
  layout,
}: ProductCarouselSectionProps) {
  const { addToCart, buyNow, pendingFor } = useAddToCart();
  if (!products || (products.length === 0 && !emptyText)) return null;
  return (
    <section className="container py-5" aria-labelledby={id}>
      <h2 id={id} className="text-center mb-3">
        {title}
      </h2>
      {products.length === 0 ? (
        <p className="text-center text-body-secondary">{emptyText}</p>
      ) : (
        <HomeCarousel label={label} layout={layout}>
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onAddToCart={(item) => void addToCart(item, 1)}
              onBuyNow={(item) => void buyNow(item, 1)}
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
