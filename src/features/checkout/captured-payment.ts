/**
 * A wallet payment that was captured but whose order is not confirmed yet (decision 031), kept in
 * sessionStorage so a reload or the sign-in a 401 forces cannot lose it: the wallet, the token sent as
 * transaction_token, the amount, the attempt's idempotency key, when, and whose. Never card data.
 */
export type CapturedPayment = {
  /** The signed-in account (user id) it was captured for: no other account may place it. */
  account: number;
  wallet: string;
  /** The id the shopper may quote to support (PayPal's); Google Pay has none. */
  reference?: string;
  method: 'paypal';
  transactionToken: string;
  paymentStatus?: string;
  /** What the wallet charged. */
  amount: string;
  /** The order total it was captured for: a cart that now totals otherwise is not placed with it. */
  total: number;
  idempotencyKey: string;
  /** When it was captured (ms since the epoch). */
  at: number;
};

export const CAPTURED_PAYMENT_KEY = 'apricot_captured_payment';
/** After this long an unfinished payment is support's to reconcile, not the page's (the API's key lives as long). */
export const CAPTURED_PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A Google Pay token is the card, encrypted, not money taken: nothing is charged until POST /checkout
 * uses it, so it is kept only as long as its attempt's retry needs (a reload or a sign-in, then Finish
 * Order), never a day (decision 031). After that the shopper taps Google Pay again.
 */
export const GOOGLE_PAY_TOKEN_TTL_MS = 15 * 60 * 1000;

/** How long a kept payment is offered: a Google Pay token briefly, a captured PayPal payment a day. */
const keptFor = (item: Record<string, unknown>): number =>
  item.wallet === 'Google Pay' ? GOOGLE_PAY_TOKEN_TTL_MS : CAPTURED_PAYMENT_TTL_MS;

/**
 * An order attempt sent to POST /checkout whose answer has not come yet (decision 031): if the page is
 * left for the sign-in a 401 forces, or reloaded, before it comes, /checkout first asks GET /orders
 * whether it was placed. Never card data: the attempt's details only as a hash, to tell whether the
 * next Complete Order is the same attempt (the same key).
 */
export type PendingOrder = {
  account: number;
  idempotencyKey: string;
  /** The order total sent: an API whose orders carry no key is searched by it (decision 031). */
  total: number;
  /** A hash of the attempt's details without the card (see use-place-order's fingerprint). */
  attempt: string;
  /** When it was sent (ms since the epoch). */
  at: number;
};

export const PENDING_ORDER_KEY = 'apricot_pending_order';

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

type Owned = { account: number; at: number };

/**
 * One record of an account kept in sessionStorage for `ttl` (24 hours unless it says otherwise):
 * `save` (a full or refused storage leaves it in memory only), `clear`, and `read`, which drops a
 * malformed or older record and returns only `account`'s (another account's is left for them).
 */
const sessionRecord = <T extends Owned>(
  key: string,
  isValid: (item: Record<string, unknown>) => boolean,
  ttl: (item: Record<string, unknown>) => number = () => CAPTURED_PAYMENT_TTL_MS,
) => {
  const clear = (): void => session()?.removeItem(key);
  const save = (record: T): void => {
    try {
      session()?.setItem(key, JSON.stringify(record));
    } catch {
      // Storage full or refused: the page still holds it in memory.
    }
  };
  const read = (account: number | null, now = Date.now()): T | null => {
    const raw = session()?.getItem(key);
    if (!raw) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
    const item = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    if (
      !item ||
      typeof item.account !== 'number' ||
      typeof item.at !== 'number' ||
      !isValid(item) ||
      now - item.at > ttl(item)
    ) {
      clear();
      return null;
    }
    return account !== null && item.account === account ? (item as T) : null;
  };
  return { save, clear, read };
};

const capturedPayment = sessionRecord<CapturedPayment>(
  CAPTURED_PAYMENT_KEY,
  (item) =>
    typeof item.wallet === 'string' &&
    item.method === 'paypal' &&
    typeof item.transactionToken === 'string' &&
    item.transactionToken !== '' &&
    typeof item.idempotencyKey === 'string' &&
    typeof item.amount === 'string' &&
    typeof item.total === 'number',
  keptFor,
);

export const saveCapturedPayment = capturedPayment.save;
export const clearCapturedPayment = capturedPayment.clear;
/**
 * The unfinished payment of `account`, if one is kept and younger than 24 hours (a Google Pay token:
 * 15 minutes; an older one is dropped). Another account's is left alone but never returned: it is theirs to finish.
 */
export const readCapturedPayment = capturedPayment.read;

const pendingOrder = sessionRecord<PendingOrder>(
  PENDING_ORDER_KEY,
  (item) =>
    typeof item.idempotencyKey === 'string' &&
    typeof item.total === 'number' &&
    typeof item.attempt === 'string',
);

export const savePendingOrder = pendingOrder.save;
export const clearPendingOrder = pendingOrder.clear;
/** The attempt of `account` whose answer never reached this tab, if any (24 hours at most). */
export const readPendingOrder = pendingOrder.read;
