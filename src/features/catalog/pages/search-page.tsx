import { useSearchParams } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { useSearchProductsQuery } from '../api';
import { ListingLayout } from '../components/listing-layout';
import { CATALOG_MESSAGES } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /search?search={text}: the text is read decoded and sent encoded; it is never used as a pattern. */
export default function Component() {
  const [params] = useSearchParams();
  const text = (params.get('search') ?? '').trim();
  const query = useSearchProductsQuery(text, { skip: !text });
  const retry = useRetry(query);
  const title = text ? `Search results for “${text}”` : 'Search';
  return (
    <>
      <PageMeta fallbackTitle={title} />
      <ListingLayout
        title={title}
        products={text ? query.data : []}
        isLoading={Boolean(text) && query.isFetching}
        onRetry={retry}
        emptyText={text ? CATALOG_MESSAGES.noSearchResults(text) : CATALOG_MESSAGES.searchPrompt}
      />
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Search',
  description: 'Search the shop for apricot seeds, B17 supplements and superfood products.',
  ownHead: true,
};
