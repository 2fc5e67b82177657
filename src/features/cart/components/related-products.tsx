import { ProductGrid } from '@/features/catalog';

// In this chunk too: the empty cart's 'Recently viewed' row needs the same product card.
export { RecentlyViewed } from '@/features/catalog';
import type { Product } from '@/types/api';

export type RelatedProductsProps = { products: Product[] };

/**
 * The cart's related products, under the forms. Its own chunk (loadRelatedProducts): the product
 * card's code and styles are not part of the page's first screen or its first render.
 */
export function RelatedProducts({ products }: RelatedProductsProps) {
  return (
    <section className="mt-5" aria-labelledby="cart-related-title">
      <h2 id="cart-related-title" className="h4 mb-3">
        You may also like
      </h2>
      <ProductGrid products={products} headingLevel={3} />
    </section>
  );
}
