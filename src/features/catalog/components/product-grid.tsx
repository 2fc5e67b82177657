import { memo, useDeferredValue } from 'react';
import { ProductCard, type ProductCardProps } from '@/components/product-card/product-card';
import { useCardCartActions } from '@/features/cart';
import type { Product } from '@/types/api';

type ProductGridProps = {
  products: Product[];
  headingLevel?: 2 | 3 | 4;
  showReviewStars?: boolean;
  addToCartLabel?: ProductCardProps['addToCartLabel'];
  /** The grid starts the page: its first row's images load at once, with high priority. */
  atTop?: boolean;
};

/** Cards in a row on the widest screens (the grid's col-xl-3). */
const WIDEST_ROW = 4;

/**
 * Cards in the grid's first row at the viewport's width, from its col-* classes: two on a phone (its
 * first screen shows names, prices and Add To Cart), three from lg, four from xl. Only these images are above the fold when the grid starts
 * the page; the rest wait (lazy) instead of taking the network from the first one.
 */
const firstRowAtThisWidth = (): number => {
  const atLeast = (px: number) => globalThis.matchMedia?.(`(min-width: ${px}px)`)?.matches ?? true;
  if (atLeast(1200)) return WIDEST_ROW;
  if (atLeast(992)) return 3;
  return 2;
};

const NO_PRODUCTS: Product[] = [];

/** A responsive grid of product cards wired to the one add-to-cart module (quantity 1). */
export const ProductGrid = memo(function ProductGrid({
  products,
  headingLevel = 2,
  showReviewStars = true,
  addToCartLabel,
  atTop = false,
}: ProductGridProps) {
  // The first commit holds only the first row of a grid at the top (none of a grid further down); the
  // other cards follow in a background render that yields to the browser, so the first card's image is
  // requested sooner and a long list never blocks the main thread in one piece.
  const firstRow = atTop ? firstRowAtThisWidth() : 0;
  const shown = useDeferredValue(products, atTop ? products.slice(0, WIDEST_ROW) : NO_PRODUCTS);
  const { onAddToCart, onBuyNow, pendingFor } = useCardCartActions();
  return (
    <ul className="row g-3 list-unstyled mb-0">
      {shown.map((product, index) => (
        <li key={product.id} className="col-6 col-lg-4 col-xl-3 d-flex">
          <ProductCard
            product={product}
            onAddToCart={onAddToCart}
            onBuyNow={onBuyNow}
            pendingAction={pendingFor(product.id)}
            headingLevel={headingLevel}
            showReviewStars={showReviewStars}
            addToCartLabel={addToCartLabel}
            priority={index < firstRow}
          />
        </li>
      ))}
    </ul>
  );
});
