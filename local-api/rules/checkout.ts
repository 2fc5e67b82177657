/** Order rules of the local API (POST /checkout). Pure, unit-tested. */
import { pointsForPurchase } from './points';

export const DECLINED_TEST_CARD = '4000000000000002';
export const PAYMENT_METHODS = [
  'credit_card',
  'paypal',
  'cmo',
  'coinbase',
  'credits',
  'net_thirty',
  '',
] as const;

export type CheckoutFailure = {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
};

export type CheckoutBody = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

export const digitsOnly = (value: unknown): string => text(value).replace(/\D/g, '');

/** MM/YY, a real month, and not before the current month. */
export const expiryProblem = (expiry: string, now: Date): string | null => {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'The expiry date must be MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'The expiry date must be MM/YY.';
  const current = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < current) return 'Your card has expired.';
  return null;
};

/** Card data checks for a new card (credit_card without a wallet token). */
export const cardProblem = (body: CheckoutBody, now: Date): CheckoutFailure | null => {
  const errors: Record<string, string[]> = {};
  const number = digitsOnly(body.card_number);
  if (!/^\d{16}$/.test(number)) errors.card_number = ['The card number must have 16 digits.'];
  const expiry = expiryProblem(text(body.expiry_date), now);
  if (expiry) errors.expiry_date = [expiry];
  if (!/^\d{3}$/.test(text(body.cvv).trim())) errors.cvv = ['The CVV must have 3 digits.'];
  const first = Object.values(errors)[0];
  if (first) return { status: 422, message: first[0] ?? 'Invalid card.', errors };
  if (number === DECLINED_TEST_CARD) return { status: 402, message: 'Your card was declined.' };
  return null;
};

export type CheckoutContext = {
  addressIds: number[];
  billingIds: number[];
  cartLineCount: number;
  now: Date;
};

/** Validates the payload; null when it may become an order. */
export const validateCheckout = (
  body: CheckoutBody,
  context: CheckoutContext,
): CheckoutFailure | null => {
  if (context.cartLineCount === 0) return { status: 400, message: 'Your cart is empty.' };
  const shippingId = Number(body.shipping_id);
  if (!Number.isInteger(shippingId) || !context.addressIds.includes(shippingId)) {
    return {
      status: 422,
      message: 'Please Select the Shipping Address',
      errors: { shipping_id: ['Unknown shipping address.'] },
    };
  }
  if (body.type !== undefined && body.type !== 'shipping')
    return { status: 422, message: "The type must be 'shipping'." };
  const method = text(body.payment_method);
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) {
    return { status: 422, message: 'Please choose a payment method.' };
  }
  const billingId =
    body.billing_id === null || body.billing_id === undefined || body.billing_id === ''
      ? null
      : Number(body.billing_id);
  if (method === '') {
    if (billingId === null || !context.billingIds.includes(billingId)) {
      return { status: 422, message: 'Please choose a payment method or a saved payment account.' };
    }
    return null;
  }
  if (method === 'paypal' && !text(body.transaction_token).trim()) {
    return { status: 422, message: 'The PayPal transaction is missing.' };
  }
  if (method === 'credit_card' && !text(body.transaction_token).trim())
    return cardProblem(body, context.now);
  if (body.auto_shipping === true) {
    const duration = body.auto_ship_doration as
      { freqType?: unknown; freq?: unknown } | '' | undefined;
    const ok =
      typeof duration === 'object' &&
      duration !== null &&
      ((duration.freqType === 'w' && Number(duration.freq) >= 1 && Number(duration.freq) <= 24) ||
        (duration.freqType === 'm' && Number(duration.freq) >= 1 && Number(duration.freq) <= 8));
    if (!ok) return { status: 422, message: 'Please choose an Auto-Ship frequency.' };
  }
  return null;
};

/** Account Credits asked for: the method itself, or the `credits` flag beside the method paying the rest. */
export const wantsCredits = (body: CheckoutBody): boolean =>
  text(body.payment_method) === 'credits' || body.credits === true;

/**
 * Net 30 is for accounts marked net_thirty. Account credits pay min(balance, total); what is left is
 * due with the order's other method, so `credits` alone must cover the whole total.
 * Null when the order may go on.
 */
export const accountPaymentProblem = (
  body: CheckoutBody,
  account: { credits: number; net_thirty: boolean },
  total: number,
): CheckoutFailure | null => {
  const method = text(body.payment_method);
  if (method === 'net_thirty' && !account.net_thirty)
    return { status: 403, message: 'Net 30 is only available to wholesale accounts.' };
  // The shopper saw (and a wallet may have charged for) another balance: nothing may be taken on it.
  if (
    wantsCredits(body) &&
    typeof body.total_points === 'number' &&
    Math.abs(body.total_points - account.credits) >= 0.005
  )
    return {
      status: 422,
      message: 'Your account credit has changed. Please review your order and try again.',
    };
  if (wantsCredits(body) && account.credits <= 0)
    return { status: 422, message: 'Your account has no credit to use.' };
  if (method === 'credits' && account.credits < total)
    return { status: 422, message: 'Your account credit does not cover this order.' };
  return null;
};

/** The credit an order takes off the balance: min(balance, total), none without credits. */
export const creditToUse = (body: CheckoutBody, balance: number, total: number): number =>
  wantsCredits(body) ? Math.round(Math.max(0, Math.min(balance, total)) * 100) / 100 : 0;

export type OrderTotals = {
  sub_total: number;
  discount_amount: number;
  shipping_fee: number;
  tax_amount: number;
  total_amount: number;
};

const round2 = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * Server-side totals: cart total (before the discount: the cart's sub_total) + shipping - discount,
 * tax 0. The client's figures are never trusted.
 */
export const orderTotals = (
  cart: { sub_total: number; discount: number },
  shipping: number,
): OrderTotals => ({
  sub_total: round2(cart.sub_total),
  discount_amount: round2(cart.discount),
  shipping_fee: round2(shipping),
  tax_amount: 0,
  total_amount: round2(Math.max(0, cart.sub_total + shipping - cart.discount)),
});

/** 5 points per whole dollar spent on goods (shipping earns nothing). */
export const pointsForOrder = (totals: OrderTotals): number =>
  pointsForPurchase(totals.total_amount - totals.shipping_fee);

/** Only the last four digits are ever stored. */
export const maskCard = (cardNumber: unknown): string => {
  const digits = digitsOnly(cardNumber);
  return digits.length >= 4 ? `**** **** **** ${digits.slice(-4)}` : '';
};
