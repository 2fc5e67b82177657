import type { ProductDetail } from '@/types/api';
import { CATALOG_MESSAGES } from '../messages';
import { ProductGrid } from './product-grid';
import { RecentlyViewed } from './recently-viewed';
import { ProductTabs } from './product-tabs';

/** What follows the summary: the description, nutrition and review tabs, then related products. */
export function ProductMore({ product }: { product: ProductDetail }) {
  const related = product.related_products ?? [];
  return (
    <>
      <ProductTabs product={product} />
      {related.length > 0 && (
        <section className="mt-5" aria-labelledby="related-title">
          <h2 id="related-title" className="h4 mb-3">
            {CATALOG_MESSAGES.alsoBought}
          </h2>
          <ProductGrid products={related} headingLevel={3} />
        </section>
      )}
      <RecentlyViewed excludeId={product.id} />
    </>
  );
}
