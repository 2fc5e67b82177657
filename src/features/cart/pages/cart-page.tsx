import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { useRetry } from '@/api/use-retry';
import { LoadingState } from '@/components/ui/loading-state';
import { NearViewportPart } from '@/components/ui/near-viewport-part';
import { LazyBoundary, LoadFailed } from '@/components/ui/lazy-boundary';
import { paths } from '@/config/paths';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { useGetCartQuery } from '../api';
import { CartFormSection } from '../components/cart-form-section';
import { CART_MAX_AGE_ON_MOUNT } from '../prefetch';
import { useCartLineQueue } from '../use-cart-line-queue';
import { useCartPageParts } from '../use-cart-page-parts';
import { useCheckoutPress } from '../use-checkout-press';
import { CART_MESSAGES } from '../messages';
import '../cart.css';
// The guest forms are in the prerendered HTML before their lazy module runs: the fields' style sheet
// comes with the page, or the password toggle widens (a layout shift) when it arrives.
import '@/components/form/form-field.css';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchCartPage, prefetchVisitorCart } from '../prefetch';

/**
 * /cart: always fetched fresh from the API (prices are never kept locally); the route loader
 * (prefetchVisitorCart) starts the call. What it loads later, and when: useCartPageParts.
 */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.cart);
  const cartQuery = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: CART_MAX_AGE_ON_MOUNT,
  });
  const { data: cart, isLoading, isError, refetch } = cartQuery;
  const retry = useRetry(cartQuery);
  const queue = useCartLineQueue(refetch);
  const hasLines = (cart?.items.length ?? 0) > 0;
  const relatedProducts = cart?.related_products ?? [];
  const { checkingOut, checkout } = useCheckoutPress(refetch);
  const {
    FilledCart,
    retryFilledCart,
    RelatedProducts,
    retryRelatedProducts,
    RecentlyViewed,
    signInForms,
    showGuestForms,
  } = useCartPageParts({ isLoading, hasLines });

  let body;
  if (isLoading)
    body = <LoadingState label={CART_MESSAGES.loading} onRetry={retry} className="cart-status" />;
  else if (isError || !cart)
    body = (
      <p role="status" className="cart-status mb-0">
        {CART_MESSAGES.noCart}
      </p>
    );
  else if (!hasLines)
    body = (
      <div role="status" className="text-center py-4 cart-status">
        <p className="fs-5">{CART_MESSAGES.empty}</p>
        <Link className="btn btn-primary" to={paths.store}>
          {CART_MESSAGES.continueShopping}
        </Link>
      </div>
    );
  else
    body = (
      <ErrorBoundary FallbackComponent={LoadFailed} onReset={retryFilledCart}>
        <FilledCart cart={cart} queue={queue} checkingOut={checkingOut} onCheckout={checkout} />
      </ErrorBoundary>
    );

  return (
    <>
      <PageMeta meta={meta} fallbackTitle="Cart" />
      <PageHeading title="Cart" />
      <section className="container py-4 shop-page">
        {/* While the filled cart's module downloads, the forms and related products below wait with
            it (they have boundaries of their own), so its arrival does not push them down. */}
        <Suspense fallback={<LoadingState label={CART_MESSAGES.loading} className="cart-status" />}>
          {body}
          {showGuestForms && (
            <div className="row g-4 mt-4 cart-guest-forms">
              {signInForms.map((form) => (
                <div key={form.slot} className="col-12 col-md-6">
                  <CartFormSection {...form} />
                </div>
              ))}
            </div>
          )}
          {!isLoading && relatedProducts.length > 0 && (
            <NearViewportPart>
              <LazyBoundary fallback={null} onRetry={retryRelatedProducts}>
                <RelatedProducts products={relatedProducts} />
              </LazyBoundary>
            </NearViewportPart>
          )}
          {cart && !isLoading && !isError && !hasLines && (
            // A convenience row: if its module fails to load, the empty cart simply goes without it.
            <ErrorBoundary fallback={null}>
              <Suspense fallback={null}>
                <RecentlyViewed />
              </Suspense>
            </ErrorBoundary>
          )}
        </Suspense>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Cart',
  description: 'Your shopping cart: change quantities, apply a promo code and go to checkout.',
  ownHead: true,
  // A guest types a password into the inline login form (decision 034).
  secretEntry: 'guest-password',
};
export const loader = prerenderLoader(prefetchCartPage);
export const clientLoader = visitLoader(prefetchCartPage, prefetchVisitorCart);
