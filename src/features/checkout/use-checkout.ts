import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { useAppSelector } from '@/app/hooks';
import {
  useGetBillingAccountsQuery,
  useGetCreditsTotalQuery,
  useGetShippingAddressesQuery,
} from '@/features/account';
import { selectRole, useSignedInOnly } from '@/features/auth';
import { useGetCartQuery } from '@/features/cart';
import { useGetStatesQuery } from '@/features/geo';
import { toFixed2 } from '@/lib/money';
import type { PaymentMethod } from '@/types/api';
import { useGetShippingRateQuery } from './api';
import type { RateGate } from './components/order-actions';
import {
  AUTO_SHIP,
  initialShippingChoices,
  type ShippingChoices,
} from './components/shipping-step';
import {
  autoShipEligibility,
  computeTotals,
  creditSplit,
  isDomestic,
  isFreeShipping,
  parseFrequency,
  shippingRateStatus,
  standardShippingLabel,
  type ReadStatus,
} from './rules';
import { usePlaceOrder } from './use-place-order';

export type CheckoutStep = 1 | 2 | 3;

const clampStep = (requested: number, reached: number, hasAddress: boolean): CheckoutStep =>
  Math.min(Math.max(requested, 1), reached, hasAddress ? 3 : 1) as CheckoutStep;

/**
 * The state of /checkout's three steps (?step=) and its summary: the chosen address, the shipping
 * choices and rate, the payment choices, the totals and the order. Card fields are not in it: the
 * payment step's card form hands them straight to the order.
 */
export const useCheckout = () => {
  const [params, setParams] = useSearchParams();
  const role = useAppSelector(selectRole);
  const signedIn = useSignedInOnly();
  const cartQuery = useGetCartQuery();
  const addressesQuery = useGetShippingAddressesQuery(undefined, signedIn);
  const retryPage = useRetry(cartQuery, addressesQuery);
  const accountsQuery = useGetBillingAccountsQuery(undefined, signedIn);
  const retryAccounts = useRetry(accountsQuery);
  // Optional like the saved accounts: while it loads or when it fails, the other methods still work.
  const { data: credits } = useGetCreditsTotalQuery(undefined, signedIn);
  const credit = credits?.data ?? 0;
  const addresses = useMemo(() => addressesQuery.data ?? [], [addressesQuery.data]);
  const cart = cartQuery.data;

  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  // The primary address is the initial selection.
  const addressId =
    chosenAddressId !== null && addresses.some((item) => item.id === chosenAddressId)
      ? chosenAddressId
      : ((addresses.find((item) => Number(item.is_primary) === 1) ?? addresses[0])?.id ?? null);
  const address = addresses.find((item) => item.id === addressId) ?? null;
  const [reachedStep, setReachedStep] = useState(1);
  const shippingForm = useForm<ShippingChoices>({ defaultValues: initialShippingChoices });
  const [shippingMethod, frequency, comments] = useWatch({
    control: shippingForm.control,
    name: ['method', 'frequency', 'comments'],
  });
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [restMethod, setRestMethod] = useState<PaymentMethod>('credit_card');
  const [billingId, setBillingId] = useState<number | null>(null);
  const [sameAsShipping, setSameAsShipping] = useState(true);

  const { data: states = [] } = useGetStatesQuery(address?.country_id ?? '', { skip: !address });
  // Auto-ship chosen earlier no longer counts once the address or cart makes it unavailable.
  const autoShip =
    shippingMethod === AUTO_SHIP && autoShipEligibility({ cart, address, states, role }).offered;
  const rateQuery = useGetShippingRateQuery(
    { shippingId: addressId ?? 0, autoShip },
    useSignedInOnly(addressId === null),
  );
  const retryPendingOrFailedRate = useRetry(rateQuery);
  useEffect(() => {
    if (rateQuery.isError) console.warn('Failed to fetch shipping price');
  }, [rateQuery.isError]);

  // currentData, not data: after a change of address or auto-ship, the previous rate must never be
  // shown or charged while the new one loads or when it fails.
  const rate = rateQuery.currentData;
  const rateStatus = shippingRateStatus({
    isFetching: rateQuery.isFetching,
    isError: rateQuery.isError,
    isSuccess: rateQuery.isSuccess,
    hasRate: Boolean(rate),
  });
  // A loaded answer without a rate is no failure to useRetry, which leaves loaded reads alone.
  const retryRate =
    rateStatus === 'failed' && !rateQuery.isError
      ? () => void rateQuery.refetch()
      : retryPendingOrFailedRate;
  const eligibility = autoShipEligibility({
    cart,
    address,
    states,
    role,
    apiMessage: rate?.autoShipMessage,
  });
  const freeShipping = rate?.freeShipping ?? isFreeShipping(cart);
  const totals = computeTotals(cart, rate?.shipping_service_rate, freeShipping);
  let rateLabel = '--';
  if (rate)
    rateLabel =
      freeShipping || totals.shipping === 0
        ? 'Free'
        : standardShippingLabel(rate.standard_shipping, totals.shipping);
  const applyCredit = method === 'credits' && billingId === null;
  const { used: creditUsed, due } = applyCredit
    ? creditSplit(credit, totals.total)
    : { used: 0, due: totals.total };

  // Saved accounts are optional: while they load or when they fail, the methods still work.
  let accountsStatus: ReadStatus = 'ready';
  if (accountsQuery.isLoading) accountsStatus = 'loading';
  else if (accountsQuery.isError) accountsStatus = 'failed';

  const order = usePlaceOrder(
    address
      ? {
          shippingAddress: address,
          sameAsShipping,
          billingId,
          autoShip,
          frequency: autoShip ? parseFrequency(frequency) : '',
          comments,
          totals,
          credit: credits ? credit : null,
          applyCredit,
        }
      : null,
    // The cart's lines: a changed cart is a new order attempt (a new idempotency key).
    cart?.items.map((item) => `${item.id}x${item.qty}`).join() ?? '',
  );

  const step = clampStep(Number(params.get('step')) || 1, reachedStep, address !== null);
  const goTo = (next: CheckoutStep) => {
    setReachedStep((current) => Math.max(current, next));
    setParams(next === 1 ? {} : { step: String(next) });
  };

  return {
    loading: cartQuery.isLoading || addressesQuery.isLoading,
    failed: cartQuery.isError || addressesQuery.isError,
    retry: retryPage,
    cart,
    step,
    goTo,
    addresses,
    addressId,
    address,
    selectAddress: (id: number) => {
      if (id !== addressId) shippingForm.resetField('agreed');
      setChosenAddressId(id);
      setReachedStep(1);
    },
    shipping: {
      form: shippingForm,
      domestic: isDomestic(address),
      eligibility,
      label: rateLabel,
    },
    rate: { status: rateStatus, onRetry: retryRate } satisfies RateGate,
    payment: {
      /** What the wallets charge: the total less any account credit applied. */
      amount: toFixed2(due),
      total: totals.total,
      /** The account credit in $ and the Net 30 flag (GET /get/credits/total). */
      credit,
      netThirty: credits?.net_thirty ?? false,
      accounts: accountsQuery.data ?? [],
      accountsStatus,
      retryAccounts,
      method,
      /** With Account Credits short of the total: the method that pays the rest. */
      restMethod,
      billingId,
      sameAsShipping,
      chooseMethod: (next: PaymentMethod) => {
        setMethod(next);
        setBillingId(null);
      },
      setRestMethod,
      chooseAccount: (id: number) => {
        setBillingId(id);
        setMethod('');
      },
      setSameAsShipping,
    },
    summary: { totals, creditUsed, due, freeShipping, shippingKnown: Boolean(rate) },
    order,
  };
};

export type Checkout = ReturnType<typeof useCheckout>;
