import { useParams } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { leadingId } from '@/config/paths';
import { useGetTagProductsQuery } from '../api';
import { ListingLayout } from '../components/listing-layout';
import { CATALOG_MESSAGES } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /tag/{id}-{name}: products of one tag (/product-by-tags/{id}). */
export default function Component() {
  const { idName } = useParams();
  const id = leadingId(idName);
  const query = useGetTagProductsQuery(id ?? 0, { skip: id === null });
  const retry = useRetry(query);
  // The router has already decoded the parameter: decoding again would throw on a '%' in the name.
  const title =
    query.data?.name || (idName ?? '').replace(/^\d+-?/, '').replace(/-/g, ' ') || 'Tag';
  return (
    <>
      <PageMeta fallbackTitle={title} />
      <ListingLayout
        title={title}
        products={query.data?.products}
        isLoading={query.isLoading}
        onRetry={retry}
        emptyText={CATALOG_MESSAGES.noTagProducts}
      />
    </>
  );
}

export const handle: RouteHandle = { title: 'Tag', ownHead: true };
