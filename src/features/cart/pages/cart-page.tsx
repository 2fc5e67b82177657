import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { useRetry } from '@/api/use-retry';
import { LoadingState } from '@/components/ui/loading-state';
import { OnDemandFailed } from '@/components/ui/on-demand';
import { useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/hooks/use-hydrated';
import { useOnDemand } from '@/hooks/use-on-demand';
import { paths } from '@/config/paths';
import { selectLoggedIn } from '@/features/auth';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { useGetCartQuery } from '../api';
import { selectCartCount } from '../cart-slice';
import { CartGuestForm } from '../components/cart-guest-form';
import { CartLoginForm } from '../components/cart-login-form';
import { CART_MAX_AGE_ON_MOUNT, loadFilledCart } from '../prefetch';
import { useCartLineQueue } from '../use-cart-line-queue';
import { CART_MESSAGES } from '../messages';
import '../cart.css';
import { prerenderLoader, visitLoader } from '@/app/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchCartPage, prefetchVisitorCart } from '../prefetch';

/**
 * The related products' module (the product card with it): not in the page's first screen or chunk.
 * Here, not beside loadFilledCart: it needs the catalogue, which needs the cart's index.
 */
const loadRelatedProducts = () =>
  import('../components/related-products').then((module) => module.RelatedProducts);

/**
 * /cart: always fetched fresh from the API (prices are never kept locally); the route loader
 * (prefetchVisitorCart) starts the call.
 */
export default function Component() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const headerCount = useAppSelector(selectCartCount);
  const navigate = useNavigate();
  const meta = usePageMeta(PAGE_META_IDS.cart);
  const cartQuery = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: CART_MAX_AGE_ON_MOUNT,
  });
  const { data: cart, isLoading, isError, refetch } = cartQuery;
  const retry = useRetry(cartQuery);
  const [checkingOut, setCheckingOut] = useState(false);
  const queue = useCartLineQueue(refetch);
  // False in the build's HTML and while it hydrates: no visitor and no cart yet, only its loading state.
  const hydrated = useHydrated();

  const checkout = async () => {
    setCheckingOut(true);
    // Re-read the cart right before checkout so a server-side price change is never hidden, and
    // let a quantity change made meanwhile land first.
    try {
      await refetch();
      await queue.whenIdle();
    } catch {
      // Unmounted or reset meanwhile: the checkout page loads the cart itself.
    }
    setCheckingOut(false);
    void navigate(loggedIn ? paths.checkout : paths.customerInfo);
  };

  const hasLines = (cart?.items.length ?? 0) > 0;
  // Asked for as soon as lines are likely (the header's count), not only once the answer has them.
  const filledCart = useOnDemand(loadFilledCart, hasLines || headerCount > 0);
  const FilledCart = filledCart.component;
  const relatedProducts = cart?.related_products ?? [];
  // Asked for while the cart loads too: most answers have related products.
  const related = useOnDemand(loadRelatedProducts, isLoading || relatedProducts.length > 0);
  const RelatedProducts = related.component;
  // The forms and related products below wait for the body, so its arrival does not push them down.
  const bodySettled = !isLoading && (!hasLines || FilledCart !== undefined || filledCart.failed);
  // The build's first screen has the guest's forms under the loading body: an empty cart's body is as
  // tall (cart.css), and only a visitor likely to have one sees them before the app takes over.
  const showGuestForms = hydrated ? !loggedIn && bodySettled : true;

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
  else if (FilledCart)
    body = (
      <FilledCart
        cart={cart}
        queue={queue}
        checkingOut={checkingOut}
        onCheckout={() => void checkout()}
      />
    );
  else if (filledCart.failed) body = <OnDemandFailed onRetry={filledCart.retry} />;
  else body = <LoadingState label={CART_MESSAGES.loading} className="cart-status" />;

  return (
    <>
      <PageMeta meta={meta} fallbackTitle="Cart" />
      <PageHeading title="Cart" />
      <section className="container py-4 shop-page">
        {body}
        {showGuestForms && (
          <div className="row g-4 mt-4 cart-guest-forms">
            <div className="col-12 col-md-6">
              <CartLoginForm />
            </div>
            <div className="col-12 col-md-6">
              <CartGuestForm />
            </div>
          </div>
        )}
        {bodySettled && RelatedProducts && <RelatedProducts products={relatedProducts} />}
        {bodySettled && related.failed && <OnDemandFailed onRetry={related.retry} />}
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Cart',
  description: 'Your shopping cart: change quantities, apply a promo code and go to checkout.',
  ownHead: true,
};
export const loader = prerenderLoader(prefetchCartPage);
export const clientLoader = visitLoader(prefetchCartPage, prefetchVisitorCart);
