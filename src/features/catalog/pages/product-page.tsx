import { Link, useParams } from 'react-router-dom';
import { useRetry } from '@/api/use-retry';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { QueryState } from '@/components/ui/query-state';
import { leadingId, paths } from '@/config/paths';
import { useGetProductQuery } from '../api';
import { ProductGrid } from '../components/product-grid';
import { ProductSummary } from '../components/product-summary';
import { ProductTabs } from '../components/product-tabs';
import { productPageMeta, productStructuredData } from '../product-seo';
import { CATALOG_MESSAGES } from '../messages';

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
export function Component() {
  const { idSlug } = useParams();
  const id = leadingId(idSlug);
  const query = useGetProductQuery(id ?? 0, { skip: id === null });
  const { data: product, isLoading, isFetching, isError, error } = query;
  const retry = useRetry(query);

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
            <ProductTabs product={product} />
            {(product.related_products ?? []).length > 0 && (
              <section className="mt-5" aria-labelledby="related-title">
                <h2 id="related-title" className="h4 mb-3">
                  {CATALOG_MESSAGES.alsoBought}
                </h2>
                <ProductGrid products={product.related_products ?? []} headingLevel={3} />
              </section>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
