import { useCallback } from 'react';
import { Link } from 'react-router';
import { useHydratedSearchParams } from '@/app/start-up/use-hydrated';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ReviewsDialog } from '@/features/catalog';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import type { RetailerSearchParams } from '@/types/api';
import { RetailerFilters } from '../components/retailer-filters';
import { RetailerIntro } from '../components/retailer-intro';
import { RetailerResults } from '../components/retailer-results';
import { StoreSuggestionForm } from '../components/store-suggestion-form';
import { RETAILER_TEXT } from '../messages';
import { readSearch, searchToParams, type RetailerFilters as Filters } from '../search-params';
import '../retailers.css';
import type { RouteHandle } from '@/types/route';

/**
 * /retailer-locations: the introduction, the store search (filters and page in the URL), the
 * 'Let us know' suggestion, the way to become a retailer, and the reviews dialog.
 */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.retailers);
  const [params, setParams] = useHydratedSearchParams();
  const search = readSearch(params);

  const go = useCallback(
    (next: RetailerSearchParams, replace = false) =>
      setParams(searchToParams(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  const { country_id, state_id, zip_code } = search;
  const onPage = useCallback(
    (page: number, replace?: boolean) => go({ country_id, state_id, zip_code, page }, replace),
    [go, country_id, state_id, zip_code],
  );

  return (
    <>
      <PageMeta meta={meta} fallbackTitle={RETAILER_TEXT.heading} />
      <PageHeading title={RETAILER_TEXT.heading} subtitle={RETAILER_TEXT.claim} />
      <div className="container py-4">
        <RetailerIntro />
        <section aria-labelledby="retailer-search-heading" className="mb-5">
          <h2 id="retailer-search-heading" className="h4">
            {RETAILER_TEXT.searchHeading}
          </h2>
          <RetailerFilters
            filters={search}
            onSearch={(filters: Filters) => go({ ...filters, page: 1 })}
          />
          <div className="mt-3">
            <RetailerResults search={search} onPage={onPage} />
          </div>
        </section>
        <div className="row g-4">
          <div className="col-lg-7">
            <StoreSuggestionForm />
          </div>
          <div className="col-lg-5">
            <section aria-labelledby="become-retailer-heading" className="card card-body mb-4">
              <h2 id="become-retailer-heading" className="h4">
                {RETAILER_TEXT.wholesalePrompt}
              </h2>
              <p className="mb-0">
                <Link to={paths.wholesaleApplication}>{RETAILER_TEXT.wholesaleLink}</Link>
              </p>
            </section>
            <ReviewsDialog label={RETAILER_TEXT.reviews} heading={RETAILER_TEXT.reviewsHeading} />
          </div>
        </div>
      </div>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Retailer Locations',
  description:
    'Find a store near you that carries our apricot seeds and B17 products: over 1,000 locations in North America.',
  ownHead: true,
};
