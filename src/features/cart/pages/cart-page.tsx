import { Suspense, useEffect, type ComponentProps } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { useRetry } from '@/api/use-retry';
import { LoadingState } from '@/components/ui/loading-state';
import { LazyBoundary, LoadFailed } from '@/components/ui/lazy-boundary';
import { useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { paths } from '@/config/paths';
import { loadGuestEmailForm, loadLoginForm, selectLoggedIn } from '@/features/auth';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { useGetCartQuery } from '../api';
import { selectCartCount } from '../cart-slice';
import { CartFormSection, type SignInFormProps } from '../components/cart-form-section';
import { CART_MAX_AGE_ON_MOUNT, filledCart } from '../prefetch';
import { useCartLineQueue } from '../use-cart-line-queue';
import { useCheckoutPress } from '../use-checkout-press';
import { CART_MESSAGES } from '../messages';
import '../cart.css';
// The guest forms are in the prerendered HTML before their lazy module runs: the fields' style sheet
// comes with the page, or the password toggle widens (a layout shift) when it arrives.
import '@/components/form/form-field.css';
import { prerenderLoader, visitLoader } from '@/app/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchCartPage, prefetchVisitorCart } from '../prefetch';

/**
 * The related products' module (the product card with it): not in the page's first screen or chunk.
 * Here, not beside the filled cart's: it needs the catalogue, which needs the cart's index.
 */
const relatedProductsPart = lazyPart(() =>
  import('../components/related-products').then((module) => module.RelatedProducts),
);
const RecentlyViewed = lazyPart(() =>
  import('../components/related-products').then((module) => module.RecentlyViewed),
).Component;
// A guest's two sign-in forms. They bring the form kit (react-hook-form): the page paints without
// waiting for it. Made once for the page, so the memoised sections get the same props every render.
const SIGN_IN_FORMS = [
  // Signing in keeps the shopper on the cart, which refetches for the user.
  {
    headingId: 'cart-login-title',
    idPrefix: 'cart-login',
    title: 'Returning customer? Log in',
    slot: 'login',
    loadingLabel: CART_MESSAGES.loadingLoginForm,
    form: lazyPart<SignInFormProps>(loadLoginForm),
  },
  // E-mail + IP gives a guest token used like a login; the shopper stays.
  {
    headingId: 'cart-guest-title',
    idPrefix: 'cart-guest',
    title: 'Check out as a guest',
    slot: 'guest',
    loadingLabel: CART_MESSAGES.loadingGuestForm,
    form: lazyPart<SignInFormProps>(loadGuestEmailForm),
  },
] satisfies ComponentProps<typeof CartFormSection>[];

/**
 * /cart: always fetched fresh from the API (prices are never kept locally); the route loader
 * (prefetchVisitorCart) starts the call.
 */
export default function Component() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const headerCount = useAppSelector(selectCartCount);
  const meta = usePageMeta(PAGE_META_IDS.cart);
  const cartQuery = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: CART_MAX_AGE_ON_MOUNT,
  });
  const { data: cart, isLoading, isError, refetch } = cartQuery;
  const retry = useRetry(cartQuery);
  const [FilledCart, retryFilledCart] = useLazyPart(filledCart);
  const [RelatedProducts, retryRelatedProducts] = useLazyPart(relatedProductsPart);
  const queue = useCartLineQueue(refetch);
  const { checkingOut, checkout } = useCheckoutPress(refetch);
  // False in the build's HTML and while it hydrates: no visitor and no cart yet, only its loading state.
  const hydrated = useHydrated();

  const hasLines = (cart?.items.length ?? 0) > 0;
  const linesLikely = hasLines || headerCount > 0;
  const relatedProducts = cart?.related_products ?? [];
  // The filled cart's module downloads as soon as lines are likely (the header's count), not only
  // once the answer has them; the related products' while the cart loads (most answers have some).
  useEffect(() => {
    if (linesLikely) filledCart.preload();
  }, [linesLikely]);
  useEffect(() => {
    if (!isLoading) return;
    // In a task of its own: linking the module's style sheets costs the main thread about 16 ms.
    const timer = setTimeout(relatedProductsPart.preload, 0);
    return () => clearTimeout(timer);
  }, [isLoading]);
  // The prerendered page (no visitor) has the guest's forms under the loading body, which is as tall
  // as an empty cart's (cart.css). A guest keeps them through the cart's load (they hydrate, not
  // render anew), unless the header's count says lines are coming: the lines would push them down.
  const showGuestForms = hydrated ? !loggedIn && !(isLoading && linesLikely) : true;

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
              {SIGN_IN_FORMS.map((form) => (
                <div key={form.slot} className="col-12 col-md-6">
                  <CartFormSection {...form} />
                </div>
              ))}
            </div>
          )}
          {!isLoading && relatedProducts.length > 0 && (
            <LazyBoundary fallback={null} onRetry={retryRelatedProducts}>
              <RelatedProducts products={relatedProducts} />
            </LazyBoundary>
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
