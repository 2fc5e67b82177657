import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { useAfterFirstScreen } from '@/hooks/use-after-first-screen';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { leadingId, paths } from '@/config/paths';
import { useGetProductQuery } from '../api';
import { ProductSummary } from '../components/product-summary';
import { productPageMeta, productStructuredData } from '../product-seo';
import { CATALOG_MESSAGES } from '../messages';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchProduct } from '../prefetch';
import { recordViewed } from '../recently-viewed';

// The tabs (react-bootstrap's) and related products load after the summary has been painted: the
// product's picture and price do not wait for their scripts.
const productMore = lazyPart(() =>
  import('../components/product-more').then((module) => module.ProductMore),
);

function ProductNotFound() {
  return (
    <section className="container py-5 text-center">
      <PageMeta fallbackTitle={CATALOG_MESSAGES.productNotFound} />
      <h1>{CATALOG_MESSAGES.productNotFound}</h1>
      <p>{CATALOG_MESSAGES.productGone}</p>
      <Link className="btn btn-primary" to={paths.store}>
        Browse all products
      </Link>
    </section>
  );
}

/** /item/{id}-{slug}: the id is the leading number of the parameter. */
export default function Component() {
  const { idSlug } = useParams();
  const id = leadingId(idSlug);
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  const { data: product, isLoading, isFetching, isError, error } = query;
  const retry = useRetry(query);
  const summaryShown = useAfterFirstScreen(Boolean(product));
  const [ProductMore, retryProductMore] = useLazyPart(productMore);
  const { id: viewedId, product_name: name, product_url: slug, image } = product ?? {};
  // Remembered on this device for its 'Recently viewed' rows; the price is left out (it changes).
  useEffect(() => {
    if (viewedId !== undefined && name !== undefined && slug !== undefined && image !== undefined)
      recordViewed({ id: viewedId, name, slug, image });
  }, [viewedId, name, slug, image]);

  // A 404 is a cached null (see the endpoint); an error is a failure worth retrying, not "not found".
  if (id === null || (!isLoading && !isFetching && !isError && !product))
    return <ProductNotFound />;

  return (
    <section className="container py-4 shop-page">
      {isError && <h1 className="visually-hidden">Product</h1>}
      <QueryState
        isLoading={!product && (isFetching || !isError)}
        isError={isError && !isFetching}
        error={error}
        onRetry={retry}
        errorText={CATALOG_MESSAGES.productFailed}
        isEmpty={false}
        loadingText={CATALOG_MESSAGES.loadingProduct}
      >
        {product && (
          <>
            <PageMeta meta={productPageMeta(product)} fallbackTitle={product.product_name} />
            <JsonLd data={productStructuredData(product)} />
            <ProductSummary key={product.id} product={product} />
            {summaryShown && (
              <LazyBoundary
                fallback={
                  <Spinner
                    inline
                    size="sm"
                    hideLabel
                    label={CATALOG_MESSAGES.loadingProductDetails}
                  />
                }
                onRetry={retryProductMore}
              >
                <ProductMore product={product} />
              </LazyBoundary>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

export const handle: RouteHandle = { title: 'Product', ownHead: true };
export const loader = prerenderLoader(prefetchProduct);
export const clientLoader = visitLoader(prefetchProduct);
