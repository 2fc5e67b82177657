import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { useRetry } from '@/api/use-retry';
import { LoadingState } from '@/components/ui/loading-state';
import { StatusButton } from '@/components/ui/status-button';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectLoggedIn } from '@/features/auth';
import { ProductGrid } from '@/features/catalog';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { useGetCartQuery } from '../api';
import { CartGuestForm } from '../components/cart-guest-form';
import { CartLines } from '../components/cart-lines';
import { CartLoginForm } from '../components/cart-login-form';
import { CartTotals } from '../components/cart-totals';
import { PromoArea } from '../components/promo-area';
import { CART_MAX_AGE_ON_MOUNT } from '../prefetch';
import { useCartLineQueue } from '../use-cart-line-queue';
import { CART_MESSAGES } from '../messages';

/**
 * /cart: always fetched fresh from the API (prices are never kept locally); the route loader
 * (prefetchCart) starts the call.
 */
export function Component() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const navigate = useNavigate();
  const meta = usePageMeta(PAGE_META_IDS.cart);
  const cartQuery = useGetCartQuery(undefined, {
    refetchOnMountOrArgChange: CART_MAX_AGE_ON_MOUNT,
  });
  const { data: cart, isLoading, isError, refetch } = cartQuery;
  const retry = useRetry(cartQuery);
  const [checkingOut, setCheckingOut] = useState(false);
  const queue = useCartLineQueue(refetch);

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

  let body;
  if (isLoading) body = <LoadingState label={CART_MESSAGES.loading} onRetry={retry} />;
  else if (isError || !cart) body = <p role="status">{CART_MESSAGES.noCart}</p>;
  else if (cart.items.length === 0)
    body = (
      <div role="status" className="text-center py-4">
        <p className="fs-5">{CART_MESSAGES.empty}</p>
        <Link className="btn btn-primary" to={paths.store}>
          {CART_MESSAGES.continueShopping}
        </Link>
      </div>
    );
  else
    body = (
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <CartLines cart={cart} queue={queue} />
        </div>
        <aside className="col-12 col-lg-4" aria-label="Order summary">
          <div className="border rounded p-3 d-grid gap-3">
            <PromoArea cart={cart} />
            <CartTotals cart={cart} />
            <StatusButton
              size="lg"
              pending={checkingOut || queue.isBusy}
              aria-describedby={queue.isBusy ? 'cart-updating' : undefined}
              onClick={() => void checkout()}
            >
              Checkout
            </StatusButton>
            {queue.isBusy && (
              <p id="cart-updating" role="status" className="small text-body-secondary mb-0">
                {CART_MESSAGES.updating}
              </p>
            )}
          </div>
        </aside>
      </div>
    );

  return (
    <>
      <PageMeta meta={meta} fallbackTitle="Cart" />
      <PageHeading title="Cart" />
      <section className="container py-4 shop-page">
        {body}
        {!loggedIn && !isLoading && (
          <div className="row g-4 mt-4">
            <div className="col-12 col-md-6">
              <CartLoginForm />
            </div>
            <div className="col-12 col-md-6">
              <CartGuestForm />
            </div>
          </div>
        )}
        {(cart?.related_products ?? []).length > 0 && (
          <section className="mt-5" aria-labelledby="cart-related-title">
            <h2 id="cart-related-title" className="h4 mb-3">
              You may also like
            </h2>
            <ProductGrid products={cart?.related_products ?? []} headingLevel={3} />
          </section>
        )}
      </section>
    </>
  );
}
