import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import type { Product } from '@/types/api';
import { useReviewScript } from '../use-review-script';
import { ProductGrid } from './product-grid';
import { CATALOG_MESSAGES } from '../messages';

type ListingLayoutProps = {
  title: string;
  products: Product[] | undefined;
  isLoading: boolean;
  /** Re-runs the list read (useRetry), offered once loading takes longer than 10 s. */
  onRetry: () => void;
  emptyText: string;
  toolbar?: ReactNode;
};

/**
 * Shared frame of the category, tag, search and special pages (each loads the review script).
 * Part 2 "Listings": each product shows Buy Now and 'Add to cart' (that spelling).
 * A failed list load is logged by the API layer only and the page shows its empty state (part 2 §8).
 */
export function ListingLayout({
  title,
  products,
  isLoading,
  onRetry,
  emptyText,
  toolbar,
}: ListingLayoutProps) {
  useReviewScript();
  return (
    <>
      <PageHeading title={title} />
      <section className="container py-4 shop-page">
        {toolbar && (
          <div className="d-flex flex-wrap justify-content-end align-items-center gap-3 mb-4">
            {toolbar}
          </div>
        )}
        <QueryState
          isLoading={isLoading}
          onRetry={onRetry}
          isError={false}
          isEmpty={!products || products.length === 0}
          loadingText={CATALOG_MESSAGES.loadingProducts}
          emptyText={emptyText}
        >
          <ProductGrid
            products={products ?? []}
            addToCartLabel={CATALOG_MESSAGES.addToCart}
            atTop
          />
        </QueryState>
      </section>
    </>
  );
}
