import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { useGetFilteredProductsQuery } from '../api';
import { ListingLayout } from '../components/listing-layout';
import { CATALOG_MESSAGES } from '../messages';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchSpecials } from '../prefetch';

/** /special-product: the monthly specials (hot products). */
export default function Component() {
  const query = useGetFilteredProductsQuery('hot-products');
  const retry = useRetry(query);
  return (
    <>
      <PageMeta fallbackTitle="Monthly Specials" />
      <ListingLayout
        title="Monthly Specials"
        products={query.data}
        isLoading={query.isLoading}
        onRetry={retry}
        emptyText={CATALOG_MESSAGES.noSpecials}
      />
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Monthly Specials',
  description: "This month's specials on apricot seeds, B17 supplements and snacks.",
  ownHead: true,
};

export const loader = prerenderLoader(prefetchSpecials);
export const clientLoader = visitLoader();
