/**
 * A wallet payment that was captured but whose order is not confirmed yet (issue 29 §1), kept in
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
/** After this long an unfinished payment is support's to reconcile, not the page's. */
export const CAPTURED_PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const isCapturedPayment = (value: unknown): value is CapturedPayment => {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.account === 'number' &&
    typeof item.wallet === 'string' &&
    item.method === 'paypal' &&
    typeof item.transactionToken === 'string' &&
    item.transactionToken !== '' &&
    typeof item.idempotencyKey === 'string' &&
    typeof item.amount === 'string' &&
    typeof item.total === 'number' &&
    typeof item.at === 'number'
  );
};

export const saveCapturedPayment = (payment: CapturedPayment): void => {
  try {
    session()?.setItem(CAPTURED_PAYMENT_KEY, JSON.stringify(payment));
  } catch {
    // Storage full or refused: the payment still lives in memory for Retry Order.
  }
};

export const clearCapturedPayment = (): void => session()?.removeItem(CAPTURED_PAYMENT_KEY);

/**
 * The unfinished payment of `account`, if one is kept and younger than 24 hours (an older one is
 * dropped). Another account's is left alone but never returned: it is theirs to finish.
 */
export const readCapturedPayment = (
  account: number | null,
  now = Date.now(),
): CapturedPayment | null => {
  const raw = session()?.getItem(CAPTURED_PAYMENT_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!isCapturedPayment(value) || now - value.at > CAPTURED_PAYMENT_TTL_MS) {
    clearCapturedPayment();
    return null;
  }
  return account !== null && value.account === account ? value : null;
};
