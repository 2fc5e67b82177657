import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useAppSelector } from '@/app/hooks';
import {
  useGetBillingAccountsQuery,
  useGetCreditsTotalQuery,
  useGetShippingAddressesQuery,
} from '@/features/account';
import { selectRole } from '@/features/auth';
import { useGetCartQuery } from '@/features/cart';
import { useGetStatesQuery } from '@/features/geo';
import { toFixed2 } from '@/lib/money';
import type { PaymentMethod } from '@/types/api';
import { useGetShippingRateQuery } from '../api';
import { AddressStep } from '../components/address-step';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { CHECKOUT_MESSAGES } from '../messages';
import {
  AUTO_SHIP,
  initialShippingChoices,
  ShippingStep,
  type ShippingChoices,
} from '../components/shipping-step';
import {
  autoShipEligibility,
  computeTotals,
  creditSplit,
  isDomestic,
  isFreeShipping,
  parseFrequency,
  standardShippingLabel,
} from '../rules';
import { usePlaceOrder } from '../use-place-order';
import { EmptyCartNote } from '../components/empty-cart-note';

const STEPS = ['Shipping Address', 'Shipping Method', 'Payment'] as const;

/** /checkout: three gated steps (?step=) with the summary beside them (spec part 2 "Checkout"). */
export const Component = () => {
  const [params, setParams] = useSearchParams();
  const role = useAppSelector(selectRole);
  const cartQuery = useGetCartQuery();
  const addressesQuery = useGetShippingAddressesQuery();
  const retry = useRetry(cartQuery, addressesQuery);
  const accountsQuery = useGetBillingAccountsQuery();
  const accounts = accountsQuery.data ?? [];
  const retryAccounts = useRetry(accountsQuery);
  // Optional like the saved accounts: while it loads or when it fails, the other methods still work.
  const { data: credits } = useGetCreditsTotalQuery();
  const credit = credits?.data ?? 0;
  const addresses = useMemo(() => addressesQuery.data ?? [], [addressesQuery.data]);

  const [chosenId, setSelectedId] = useState<number | null>(null);
  // The primary address is the initial selection.
  const selectedId =
    chosenId !== null && addresses.some((item) => item.id === chosenId)
      ? chosenId
      : ((addresses.find((item) => Number(item.is_primary) === 1) ?? addresses[0])?.id ?? null);
  const [reached, setReached] = useState(1);
  const shippingForm = useForm<ShippingChoices>({ defaultValues: initialShippingChoices });
  const [shippingMethod, frequency, comments] = useWatch({
    control: shippingForm.control,
    name: ['method', 'frequency', 'comments'],
  });
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [restMethod, setRestMethod] = useState<PaymentMethod>('credit_card');
  const [billingId, setBillingId] = useState<number | null>(null);
  const [sameAsShipping, setSameAsShipping] = useState(true);

  const address = addresses.find((item) => item.id === selectedId) ?? null;
  const { data: states = [] } = useGetStatesQuery(address?.country_id ?? '', { skip: !address });
  const cart = cartQuery.data;
  // Auto-ship chosen earlier no longer counts once the address or cart makes it unavailable.
  const autoShip =
    shippingMethod === AUTO_SHIP && autoShipEligibility({ cart, address, states, role }).offered;
  const rateQuery = useGetShippingRateQuery(
    { shippingId: selectedId ?? 0, autoShip },
    { skip: selectedId === null },
  );
  const retryPendingOrFailedRate = useRetry(rateQuery);
  useEffect(() => {
    if (rateQuery.isError) console.warn('Failed to fetch shipping price');
  }, [rateQuery.isError]);

  // currentData, not data: after a change of address or auto-ship, the previous rate must never be
  // shown or charged while the new one loads or when it fails.
  const rate = rateQuery.currentData;
  const eligibility = autoShipEligibility({
    cart,
    address,
    states,
    role,
    apiMessage: rate?.autoShipMessage,
  });
  // An answer without a rate (null) is as unknown as a failed call: nothing can be paid on it.
  const rateStatus = rateQuery.isFetching
    ? 'loading'
    : rateQuery.isError
      ? 'failed'
      : rate
        ? 'ready'
        : rateQuery.isSuccess
          ? 'failed'
          : 'loading';
  // A loaded answer without a rate is no failure to useRetry, which leaves loaded reads alone.
  const retryRate =
    rateStatus === 'failed' && !rateQuery.isError
      ? () => void rateQuery.refetch()
      : retryPendingOrFailedRate;
  const freeShipping = rate?.freeShipping ?? isFreeShipping(cart);
  const totals = computeTotals(cart, rate?.shipping_service_rate, freeShipping);
  const applyCredit = method === 'credits' && billingId === null;
  const { used: creditUsed, due } = applyCredit
    ? creditSplit(credit, totals.total)
    : { used: 0, due: totals.total };
  const domestic = isDomestic(address);
  const rateLabel = rate
    ? freeShipping || totals.shipping === 0
      ? 'Free'
      : standardShippingLabel(rate.standard_shipping, totals.shipping)
    : '--';

  const orderContext = address
    ? {
        shippingAddress: address,
        sameAsShipping,
        billingId,
        autoShip,
        frequency: autoShip ? parseFrequency(frequency) : ('' as const),
        comments,
        totals,
        credit: credits ? credit : null,
        applyCredit,
      }
    : null;
  const order = usePlaceOrder(orderContext);

  const requested = Number(params.get('step')) || 1;
  const step = Math.min(Math.max(requested, 1), reached, address ? 3 : 1);
  const goTo = (next: number) => {
    setReached((current) => Math.max(current, next));
    setParams(next === 1 ? {} : { step: String(next) });
  };

  const loading = cartQuery.isLoading || addressesQuery.isLoading;
  const failed = cartQuery.isError || addressesQuery.isError;
  if (loading || failed)
    return (
      <section className="container py-4">
        <QueryState
          isLoading={loading}
          isError={failed}
          loadingText={CHECKOUT_MESSAGES.loadingCheckout}
          errorText={CHECKOUT_MESSAGES.checkoutLoadFailed}
          onRetry={retry}
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
    <section className="container py-4">
      <h1 className="h3 mb-3">Checkout</h1>
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
          {step === 1 && (
            <AddressStep
              addresses={addresses}
              selectedId={selectedId}
              onSelect={(id) => {
                if (id !== selectedId) shippingForm.resetField('agreed');
                setSelectedId(id);
                setReached(1);
              }}
              onContinue={() => goTo(2)}
            />
          )}
          {step === 2 && address && (
            <ShippingStep
              form={shippingForm}
              address={address}
              domestic={domestic}
              eligibility={eligibility}
              shippingLabel={rateLabel}
              onBack={() => goTo(1)}
              onContinue={() => goTo(3)}
            />
          )}
          {step === 3 && address && (
            <PaymentStep
              amount={toFixed2(due)}
              total={totals.total}
              credit={credit}
              netThirty={credits?.net_thirty ?? false}
              accounts={accounts}
              accountsStatus={
                accountsQuery.isLoading ? 'loading' : accountsQuery.isError ? 'failed' : 'ready'
              }
              onRetryAccounts={retryAccounts}
              method={method}
              restMethod={restMethod}
              billingId={billingId}
              sameAsShipping={sameAsShipping}
              defaultCardName={`${address.first_name} ${address.last_name}`.trim()}
              rate={{ status: rateStatus, onRetry: retryRate }}
              order={order}
              onMethod={(next) => {
                setMethod(next);
                setBillingId(null);
              }}
              onRestMethod={setRestMethod}
              onAccount={(id) => {
                setBillingId(id);
                setMethod('');
              }}
              onSameAsShipping={setSameAsShipping}
              onBack={() => goTo(2)}
            />
          )}
        </div>
        <div className="col-lg-5">
          <OrderSummary
            items={cart.items}
            totals={totals}
            creditUsed={creditUsed}
            due={due}
            freeShipping={freeShipping}
            shippingKnown={Boolean(rate)}
          />
        </div>
      </div>
    </section>
  );
};
