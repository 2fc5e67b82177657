import { useParams } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { leadingId } from '@/config/paths';
import { useGetCategoryProductsQuery } from '../api';
import { ListingLayout } from '../components/listing-layout';
import { SortSelect } from '../components/sort-select';
import { useSortParam } from '../use-sort-param';
import { CATALOG_MESSAGES } from '../messages';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchCategory } from '../prefetch';

/** /category/{id}-{title}: the category's products with 'Sort By' (→ /categories/{id}?sortby=). */
export default function Component() {
  const { idTitle } = useParams();
  const id = leadingId(idTitle);
  const [sortby, setSortby] = useSortParam();
  const query = useGetCategoryProductsQuery({ id: id ?? 0, sortby }, { skip: id === null });
  const retry = useRetry(query);
  const fallbackTitle = (idTitle ?? '').replace(/^\d+-?/, '').replace(/-/g, ' ');
  const title = query.data?.category_title || fallbackTitle || 'Category';
  return (
    <>
      <PageMeta fallbackTitle={title} />
      <ListingLayout
        title={title}
        products={query.data?.products}
        isLoading={query.isLoading || query.isFetching}
        onRetry={retry}
        emptyText={CATALOG_MESSAGES.noCategoryProducts}
        toolbar={<SortSelect value={sortby} onChange={setSortby} />}
      />
    </>
  );
}

export const handle: RouteHandle = { title: 'Category', ownHead: true };

export const loader = prerenderLoader(prefetchCategory);
export const clientLoader = visitLoader();
