import { clsx } from 'clsx';
import { QueryState } from '@/components/ui/query-state';
import { CheckoutContext } from '../checkout-context';
import { AddressStep } from '../components/address-step';
import { EmptyCartNote } from '../components/empty-cart-note';
import { KeptPaymentNotice } from '../components/kept-payment-notice';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { ShippingStep } from '../components/shipping-step';
import { CHECKOUT_MESSAGES } from '../messages';
import { useCheckout } from '../use-checkout';
import { cardEntry, cardEntryRevalidation, requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

const STEPS = ['Shipping Address', 'Shipping Method', 'Payment'] as const;

/** /checkout: three gated steps (?step=) with the summary beside them (spec part 2 "Checkout"). */
const Component = () => {
  const checkout = useCheckout();
  const { cart, step, address } = checkout;

  if (checkout.loading || checkout.failed)
    return (
      <section className="container py-4">
        <QueryState
          isLoading={checkout.loading}
          isError={checkout.failed}
          loadingText={CHECKOUT_MESSAGES.loadingCheckout}
          errorText={CHECKOUT_MESSAGES.checkoutLoadFailed}
          onRetry={checkout.retry}
        />
      </section>
    );
  if (!cart || cart.items.length === 0) {
    return (
      <section className="container py-4">
        <h1 className="h3">Checkout</h1>
        <EmptyCartNote />
      </section>
    );
  }

  return (
    <CheckoutContext value={checkout}>
      <section className="container py-4">
        <h1 className="h3 mb-3">Checkout</h1>
        <KeptPaymentNotice />
        <ol className="list-inline mb-3" aria-label="Checkout steps">
          {STEPS.map((label, index) => (
            <li
              key={label}
              className={clsx(
                'list-inline-item me-3',
                index + 1 === step ? 'fw-bold' : 'text-body-secondary',
              )}
              aria-current={index + 1 === step ? 'step' : undefined}
            >
              {index + 1}. {label}
            </li>
          ))}
        </ol>
        <div className="row g-4">
          <div className="col-lg-7">
            <h2 className="h5">{`Step ${step}: ${STEPS[step - 1]}`}</h2>
            {step === 1 && <AddressStep />}
            {/* Steps 2 and 3 are only reached with an address chosen. */}
            {step === 2 && address && <ShippingStep address={address} />}
            {step === 3 && address && <PaymentStep address={address} />}
          </div>
          <div className="col-lg-5">
            <OrderSummary items={cart.items} {...checkout.summary} />
          </div>
        </div>
      </section>
    </CheckoutContext>
  );
};

export default Component;

export const handle: RouteHandle = { title: 'Checkout', secretEntry: 'card' };
export const clientLoader = cardEntry(requireAuth);
export const shouldRevalidate = cardEntryRevalidation;
