import type { AddressValues } from '@/features/account';
import { US_COUNTRY_ID } from '@/features/geo';
import { formatMoney, toAmount } from '@/lib/money';
import type {
  AutoShipFrequency,
  Cart,
  CheckoutPayload,
  PaymentMethod,
  Price,
  ShippingAddress,
  State,
} from '@/types/api';
import { CHECKOUT_MESSAGES } from './messages';

/** Spec part 2 §9: auto-ship is offered on orders over $49.99 (strictly: $49.99 itself is not). */
export const AUTO_SHIP_MINIMUM = 49.99;
/** Spec part 1 §6: role 2 is the wholesale account. */
export const WHOLESALE_ROLE = '2';

/** Not part of the 48 contiguous states + DC (codes and names, the states list may carry either). */
const NON_CONTIGUOUS = new Set(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'AA', 'AE', 'AP']);
const NON_CONTIGUOUS_NAMES = [
  'alaska',
  'hawaii',
  'puerto rico',
  'guam',
  'virgin islands',
  'american samoa',
  'northern mariana islands',
];

export const isDomestic = (
  address: Pick<ShippingAddress, 'country_id' | 'is_usa'> | null | undefined,
): boolean => {
  if (!address) return false;
  if (address.is_usa !== undefined && address.is_usa !== null) return Number(address.is_usa) === 1;
  return Number(address.country_id) === US_COUNTRY_ID;
};

export const isContiguousUs = (
  address:
    Pick<ShippingAddress, 'country_id' | 'is_usa' | 'state_id' | 'state_name'> | null | undefined,
  states: State[] = [],
): boolean => {
  if (!address || !isDomestic(address)) return false;
  const state = states.find((item) => String(item.id) === String(address.state_id));
  const code = state?.code?.toUpperCase();
  if (code && NON_CONTIGUOUS.has(code)) return false;
  const name = (state?.name ?? address.state_name ?? '').toLowerCase();
  return !NON_CONTIGUOUS_NAMES.some((excluded) => name.includes(excluded));
};

export const goodsSubtotal = (cart: Pick<Cart, 'sub_total' | 'total'> | undefined): number =>
  toAmount(cart?.sub_total ?? cart?.total);

/** What the goods cost after the promo discount: the order amount auto-ship is measured against. */
export const orderValue = (
  cart: Pick<Cart, 'sub_total' | 'total' | 'discount'> | undefined,
): number => computeTotals(cart, 0, true).total;

export type AutoShipEligibility = {
  /** The auto-ship option can be chosen. */
  offered: boolean;
  /** Why not, for the page (empty when offered). */
  reason: string;
};

/**
 * Auto-ship: the cart's auto_ship flag, an order over $49.99 after the discount (the amount the
 * server's rate and checkout calls check), an address in the 48 contiguous states or DC, and not a
 * wholesale account. When the order or its products are not eligible, the rate answer's own
 * `autoShipMessage` (api-notes §3.5) explains it when sent, else the spec's text.
 */
export const autoShipEligibility = ({
  cart,
  address,
  states,
  role,
  apiMessage,
}: {
  cart: Pick<Cart, 'auto_ship' | 'sub_total' | 'total' | 'discount'> | undefined;
  address: ShippingAddress | null | undefined;
  states?: State[];
  role: string | null;
  apiMessage?: string | null;
}): AutoShipEligibility => {
  if (role === WHOLESALE_ROLE)
    return { offered: false, reason: CHECKOUT_MESSAGES.autoShipWholesale };
  if (!isContiguousUs(address, states)) {
    return {
      offered: false,
      reason: CHECKOUT_MESSAGES.autoShipContiguous,
    };
  }
  const explained = apiMessage?.trim();
  if (orderValue(cart) <= AUTO_SHIP_MINIMUM)
    return { offered: false, reason: explained || CHECKOUT_MESSAGES.autoShipMinimum };
  if (!cart?.auto_ship)
    return {
      offered: false,
      reason: explained || CHECKOUT_MESSAGES.autoShipProducts,
    };
  return { offered: true, reason: '' };
};

export type FrequencyOption = { value: string; label: string };

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '--Choose--' (empty), 1-24 weeks (w), 1-8 months (m). Values encode `type:freq`. */
export const FREQUENCY_OPTIONS: FrequencyOption[] = [
  { value: '', label: '--Choose--' },
  ...Array.from({ length: 24 }, (_, index) => ({
    value: `w:${index + 1}`,
    label: plural(index + 1, 'Week'),
  })),
  ...Array.from({ length: 8 }, (_, index) => ({
    value: `m:${index + 1}`,
    label: plural(index + 1, 'Month'),
  })),
];

export const parseFrequency = (value: string): AutoShipFrequency | '' => {
  const match = /^([wm]):(\d{1,2})$/.exec(value);
  if (!match) return '';
  return { freqType: match[1] as 'w' | 'm', freq: match[2] };
};

export type Totals = {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
};

/**
 * Spec part 2 §9: total = cart total + shipping rate - discount; tax shown as 0. The "cart total"
 * before the discount is the real API's `sub_total` when sent (its `total` already has the discount
 * taken off, api-notes 3.5), else `total`.
 */
export const computeTotals = (
  cart: Pick<Cart, 'total' | 'sub_total' | 'discount'> | undefined,
  shippingRate: number | null | undefined,
  freeShipping: boolean,
): Totals => {
  const shipping = freeShipping ? 0 : Math.max(0, toAmount(shippingRate));
  const discount = toAmount(cart?.discount);
  const subtotal = goodsSubtotal(cart);
  const total = Math.max(0, Math.round((subtotal + shipping - discount) * 100) / 100);
  return { subtotal, discount, shipping, tax: 0, total };
};

export const isFreeShipping = (
  cart: Pick<Cart, 'free_shipping' | 'freeShipping'> | undefined,
  rateFlag?: boolean,
): boolean => Boolean(cart?.free_shipping ?? cart?.freeShipping ?? rateFlag);

/** Address fields the payload carries (from the shipping address, or the billing form). */
export type BillingFields = AddressValues;

export const addressToBilling = (address: ShippingAddress): BillingFields => ({
  first_name: address.first_name,
  last_name: address.last_name,
  company: address.company ?? '',
  email: address.email,
  phone: address.phone,
  address: address.address,
  city: address.city,
  state_id: address.state_id,
  country_id: address.country_id,
  postal_code: address.postal_code,
});

export type CardDetails = {
  card_number: string;
  card_name: string;
  expiry_date: string;
  cvv: string;
};

export type OrderInput = {
  shippingAddress: ShippingAddress;
  sameAsShipping: boolean;
  billingForm: BillingFields | null;
  /** The method chosen; '' when a saved billing account is used. */
  method: PaymentMethod;
  billingId: number | null;
  card: CardDetails | null;
  transactionToken: string;
  paymentStatus?: string;
  autoShip: boolean;
  frequency: AutoShipFrequency | '';
  comments: string;
  referralCode: string | null;
  totals: Totals;
  /** The account credit in $ (GET /get/credits/total), null while unknown (loading or failed). */
  credit: number | null;
  /** Account Credits chosen: the credit pays what it can, `method` the rest (or 'credits' for all). */
  applyCredit: boolean;
};

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Account credit on an order (api-notes 3.5): min(balance, total) comes off the total, the rest is due
 * with another method, and `left` is the credit remaining after the order.
 */
export const creditSplit = (credit: number, total: number) => {
  const used = cents(Math.max(0, Math.min(credit, total)));
  return { used, due: cents(total - used), left: cents(credit - used) };
};

/** The POST /checkout body (ip is added by the request layer). Field names exactly as the spec's. */
export const buildCheckoutPayload = (
  input: OrderInput,
): Omit<CheckoutPayload, 'ip' | 'idempotency_key'> => {
  const fields =
    input.sameAsShipping || !input.billingForm
      ? addressToBilling(input.shippingAddress)
      : input.billingForm;
  const usesSavedAccount = input.billingId !== null;
  const method: PaymentMethod = usesSavedAccount ? '' : input.method;
  const card = method === 'credit_card' && input.card ? input.card : null;
  const credits = !usesSavedAccount && (method === 'credits' || input.applyCredit);
  return {
    ...fields,
    transaction_token: input.transactionToken,
    billing_id: usesSavedAccount ? input.billingId : null,
    comments: input.comments,
    auto_ship_doration: input.autoShip ? input.frequency : '',
    auto_shipping: input.autoShip,
    tax_amount: input.totals.tax,
    refferal_code: input.referralCode ?? '',
    new_credit_card: method === 'credit_card',
    shipping_id: input.shippingAddress.id,
    discount_amount: input.totals.discount,
    shipping_fee: input.totals.shipping,
    total_amount: input.totals.total,
    same_as_shipping_address: input.sameAsShipping,
    type: 'shipping',
    payment_method: method,
    payment_status: input.paymentStatus ?? '',
    order_status: 'processing',
    card_number: card?.card_number ?? '',
    card_name: card?.card_name ?? '',
    expiry_date: card?.expiry_date ?? '',
    cvv: card?.cvv ?? '',
    cmo: method === 'cmo',
    coinbase: method === 'coinbase',
    credits,
    net_thirty: method === 'net_thirty',
    // api-notes 3.5: sent for every method but credit_card (with credits applied, for that one too).
    ...(input.credit !== null && (method !== 'credit_card' || credits)
      ? {
          points: creditSplit(input.credit, credits ? input.totals.total : 0).left,
          total_points: input.credit,
        }
      : {}),
  };
};

/**
 * The rate shown beside Standard Shipping: the API's own `standard_shipping` text when it sends one
 * ('$7.95', 'Free'), a dollar amount when it sends a bare number, else the computed shipping.
 */
export const standardShippingLabel = (
  standard: Price | null | undefined,
  shipping: number,
): string => {
  if (typeof standard === 'string' && standard.trim() !== '' && !/^\s*[\d.]+\s*$/.test(standard))
    return standard;
  return formatMoney(
    standard === null || standard === undefined || standard === '' ? shipping : standard,
  );
};

/** A read the checkout waits on (the shipping rate, the saved accounts). */
export type ReadStatus = 'loading' | 'failed' | 'ready';

/** What the shipping-rate read of the chosen address tells the payment step. */
type RateRead = {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasRate: boolean;
};

/**
 * Whether the order can be paid on the shipping rate: a refetch under way is 'loading' whatever came
 * before it, and an answer without a rate (null) is as unknown as a failed call.
 */
export const shippingRateStatus = ({
  isFetching,
  isError,
  isSuccess,
  hasRate,
}: RateRead): ReadStatus => {
  if (isFetching) return 'loading';
  if (isError) return 'failed';
  if (hasRate) return 'ready';
  return isSuccess ? 'failed' : 'loading';
};

/**
 * Whether a Bitcoin charge's hosted_url leads where configured (VITE_BITCOIN_PAYMENT_HOST): the
 * host over https, or, for a URL prefix, the same origin under that path. An answer pointing
 * anywhere else could send the shopper to a look-alike payment page.
 */
export const isBitcoinPaymentUrl = (url: string, allowed: string): boolean => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (!allowed.includes('://')) return target.protocol === 'https:' && target.host === allowed;
  let prefix: URL;
  try {
    prefix = new URL(allowed);
  } catch {
    return false;
  }
  const path = prefix.pathname.replace(/\/+$/, '');
  return (
    target.origin === prefix.origin &&
    (target.pathname === path || target.pathname.startsWith(`${path}/`))
  );
};
