import { useMemo, type CSSProperties } from 'react';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { hyphenate } from '@/config/paths';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { useGetProductsByCategoryQuery } from '../api';
import { CategoryDrawer } from '../components/category-drawer';
import { ProductGrid } from '../components/product-grid';
import { SortSelect } from '../components/sort-select';
import { useReviewScript } from '../use-review-script';
import { useSortParam } from '../use-sort-param';
import { CATALOG_MESSAGES } from '../messages';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchStore } from '../prefetch';

const anchorFor = (title: string, index: number): string =>
  `category-${index}-${hyphenate(title).toLowerCase()}`;

/**
 * /store: banner 'Products', category drawer, sort select, products grouped by category.
 * A failed load is logged only and leaves the page empty (spec part 1 §8).
 */
export default function Component() {
  const [sortby, setSortby] = useSortParam();
  const meta = usePageMeta(PAGE_META_IDS.store);
  const query = useGetProductsByCategoryQuery(sortby);
  const retry = useRetry(query);
  useReviewScript();
  const groups = useMemo(
    () => (query.data ?? []).filter((group) => group.products.length > 0),
    [query.data],
  );
  const anchors = useMemo(
    () =>
      groups.map((group, index) => ({
        title: group.category_title,
        anchor: anchorFor(group.category_title, index),
      })),
    [groups],
  );

  return (
    <>
      <PageMeta meta={meta} fallbackTitle="Products" />
      <PageHeading title="Products" />
      <section className="container py-4 shop-page">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
          <CategoryDrawer titles={anchors} />
          <SortSelect value={sortby} onChange={setSortby} />
        </div>
        <QueryState
          isLoading={query.isLoading || query.isFetching}
          onRetry={retry}
          isError={false}
          isEmpty={groups.length === 0}
          loadingText={CATALOG_MESSAGES.loadingProducts}
          emptyText={CATALOG_MESSAGES.noProducts}
        >
          {groups.map((group, index) => (
            <section
              key={anchors[index].anchor}
              className="shop-page__group mb-5"
              aria-labelledby={anchors[index].anchor}
              style={{ '--group-cards': group.products.length } as CSSProperties}
            >
              <h2 id={anchors[index].anchor} tabIndex={-1} className="h3 border-bottom pb-2 mb-3">
                {group.category_title}
              </h2>
              <ProductGrid products={group.products} headingLevel={3} atTop={index === 0} />
            </section>
          ))}
        </QueryState>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Products',
  description:
    'Every apricot seed, vitamin B17 supplement and superfood product in the shop, by category.',
  ownHead: true,
};
export const loader = prerenderLoader(prefetchStore);
export const clientLoader = visitLoader(prefetchStore);
