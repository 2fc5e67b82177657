import { useEffect, useId, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useAfterHydration } from '@/app/start-up/use-hydrated';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { Product } from '@/types/api';
import { catalogApi } from '../api';
import { CATALOG_MESSAGES } from '../messages';
import {
  clearViewed,
  forgetViewed,
  useRecentlyViewed,
  type ViewedProduct,
} from '../recently-viewed';
import { ProductGrid } from './product-grid';

type RecentlyViewedProps = {
  /** The product of the page, left out of its own row. */
  excludeId?: number;
};

/**
 * The products this device viewed last. Device-specific, so never in the prerendered HTML: it comes
 * after hydration, below the fold, and takes no space before then.
 */
export function RecentlyViewed({ excludeId }: RecentlyViewedProps) {
  const all = useRecentlyViewed();
  const viewed = useMemo(() => all.filter(({ id }) => id !== excludeId), [all, excludeId]);
  const shown = useAfterHydration(viewed.length > 0, false);
  if (!shown) return null;
  return <RecentlyViewedRow viewed={viewed} />;
}

type Answer = { id: number; product?: Product | null; failed: boolean };

function RecentlyViewedRow({ viewed }: { viewed: ViewedProduct[] }) {
  const titleId = useId();
  const { ref, near } = useNearViewport<HTMLElement>();
  const dispatch = useAppDispatch();
  const ids = useMemo(() => viewed.map(({ id }) => id), [viewed]);
  const idsKey = ids.join(',');

  // Prices and buttons come from this visit's answers (never from storage), asked for only when the
  // row is about to be seen. The subscriptions end with the row.
  useEffect(() => {
    if (!near) return undefined;
    const subscriptions = idsKey
      .split(',')
      .map((id) => dispatch(catalogApi.endpoints.getProduct.initiate(Number(id))));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [near, idsKey, dispatch]);

  const answers = useAppSelector(
    (state) =>
      ids.map((id): Answer => {
        const result = catalogApi.endpoints.getProduct.select(id)(state);
        return { id, product: result.data, failed: result.isError };
      }),
    (a, b) => a.length === b.length && a.every((answer, index) => shallowEqual(answer, b[index])),
  );

  // A 404 is a cached null: that product is no longer sold, so this device forgets it.
  const gone = answers.filter(({ product }) => product === null).map(({ id }) => id);
  const goneKey = gone.join(',');
  useEffect(() => {
    if (goneKey) forgetViewed(goneKey.split(',').map(Number));
  }, [goneKey]);

  const products = useMemo(
    () => answers.flatMap(({ product }) => (product ? [product] : [])),
    [answers],
  );
  // Every answer is in and none is a product (they failed): no row of a heading alone.
  const settled = answers.every(({ product, failed }) => failed || product !== undefined);
  if (near && settled && products.length === 0) return null;

  return (
    <section ref={ref} className="mt-5" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h2 id={titleId} className="h4 mb-0">
          {CATALOG_MESSAGES.recentlyViewed}
        </h2>
        <button type="button" className="btn btn-link p-0" onClick={clearViewed}>
          {CATALOG_MESSAGES.clearRecentlyViewed}
        </button>
      </div>
      <ProductGrid products={products} headingLevel={3} />
    </section>
  );
}
