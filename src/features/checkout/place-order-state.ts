import { getErrorMessage, serverMessage } from '@/api/errors';
import type { AttemptOutcome } from './api';
import type { CapturedPayment } from './captured-payment';
import { capturedPaymentMessage, CHECKOUT_MESSAGES } from './messages';
import { gotNoAnswer, wasRefused, type Attempt, type CheckoutBody } from './order-attempt';

/** A wallet that already took the payment: its name, the id the shopper may quote to support, the amount. */
export type WalletPayment = { wallet: string; reference?: string; amount?: string };

/** A captured wallet payment whose order failed: the body is re-sent as it was (no card data in it). */
export type CapturedOrder = WalletPayment & { body: CheckoutBody };

/**
 * What an order without a definite answer turned out to be: not in the order list (its key is not
 * there), not matched for sure (orders without keys), or not knowable now (GET /orders failed).
 */
export type Unanswered = 'not-placed' | 'unsure' | 'unknown';

/** GET /orders did not find the attempt's order; null when GET /orders failed. */
export type NotFound = Extract<AttemptOutcome, { placed: false }> | null;

export const UNANSWERED_MESSAGES: Record<Unanswered, string> = {
  'not-placed': CHECKOUT_MESSAGES.orderNotPlaced,
  unsure: CHECKOUT_MESSAGES.orderUnconfirmed,
  unknown: CHECKOUT_MESSAGES.orderUnknown,
};

/** Only an order list that surely lacks the attempt's order says it was not placed (decision 031). */
export const unansweredOf = (found: NotFound): Unanswered => {
  if (!found) return 'unknown';
  return found.sure ? 'not-placed' : 'unsure';
};

/**
 * A failed POST /checkout as shown and toasted (`found`: what GET /orders said after any failure but
 * a refusal): a captured wallet payment is named; an order that may exist says so, after the API's
 * own words (a 500's, a 409's; a gateway's, 502-504, are not the API's).
 */
export const failureMessage = (
  error: unknown,
  found: NotFound,
  wallet: WalletPayment | undefined,
): string => {
  const message = getErrorMessage(error, CHECKOUT_MESSAGES.checkoutFailed);
  if (wallet) return `${message} ${capturedPaymentMessage(wallet)}`;
  if (wasRefused(error)) return message;
  const outcome = UNANSWERED_MESSAGES[unansweredOf(found)];
  const said = gotNoAnswer(error) ? undefined : serverMessage(error);
  return said ? `${said} ${outcome}` : outcome;
};

export type PlaceOrderState = {
  /** POST /checkout is pending; it stays true once placed, as the page is leaving. */
  pending: boolean;
  /** Pending for longer than SLOW_ORDER_MS: the order may have gone through. */
  slow: boolean;
  /** Looking for the order of a request that got no answer. */
  checking: boolean;
  /** Looking for the order of an attempt an earlier visit left unanswered. */
  resuming: boolean;
  /** The last order got no answer and is not in the order list (or could not be looked for). */
  unanswered: Unanswered | null;
  /** The failure stays on screen (not only in a toast) until the next attempt. */
  errorMessage: string;
  /** The current attempt: its key is reused by every retry until a refusal or success ends it. */
  attempt: Attempt | null;
  /** A captured wallet payment whose order failed, for `retry` (never re-captured). */
  captured: CapturedOrder | null;
  /** The kept payment of sessionStorage was placed or set aside: it is no longer read. */
  keptDone: boolean;
  /** Bumped when a wallet payment was kept but not placed at once, so it is read and offered. */
  keptVersion: number;
  /** A kept payment the shopper set aside to pay anew: still shown, to quote to support. */
  setAside: CapturedPayment | null;
};

export type PlaceOrderEvent =
  /** POST /checkout sent: a new attempt (from `place`) or the current one again (`retry`). */
  | { type: 'sent'; attempt?: Attempt }
  /** SLOW_ORDER_MS passed since it was sent. */
  | { type: 'slow' }
  /** No definite answer: GET /orders is asked whether the order exists. */
  | { type: 'lost' }
  /**
   * POST /checkout failed: refused (a 4xx with the API's message), or else not found by GET /orders
   * (`found`, null when that failed too). `captured`: the wallet payment the order was sent with.
   */
  | { type: 'failed'; error: unknown; found: NotFound; captured?: CapturedOrder }
  /** The order was placed (its answer, or found in GET /orders). */
  | { type: 'placed' }
  /** An attempt an earlier visit left unanswered is looked for. */
  | { type: 'resuming' }
  /** ...and not found: it becomes the current attempt (Try again keeps its key). */
  | { type: 'resumed'; attempt: Attempt; found: NotFound; keptPayment: boolean }
  /** A wallet payment was kept in sessionStorage but not placed now: it is offered instead. */
  | { type: 'wallet-kept' }
  /** The shopper set the kept payment aside to pay anew. */
  | { type: 'kept-set-aside'; payment: CapturedPayment };

export const initialPlaceOrderState: PlaceOrderState = {
  pending: false,
  slow: false,
  checking: false,
  resuming: false,
  unanswered: null,
  errorMessage: '',
  attempt: null,
  captured: null,
  keptDone: false,
  keptVersion: 0,
  setAside: null,
};

/** The answer came, one way or the other: the page takes presses again. */
const settled = (state: PlaceOrderState): PlaceOrderState => ({
  ...state,
  pending: false,
  slow: false,
  checking: false,
});

export const placeOrderReducer = (
  state: PlaceOrderState,
  event: PlaceOrderEvent,
): PlaceOrderState => {
  switch (event.type) {
    case 'sent':
      return {
        ...state,
        pending: true,
        slow: false,
        errorMessage: '',
        unanswered: null,
        attempt: event.attempt ?? state.attempt,
      };
    case 'slow':
      // A timer that fires after the answer changes nothing.
      return state.pending ? { ...state, slow: true } : state;
    case 'lost':
      return { ...state, checking: true };
    case 'failed': {
      const errorMessage = failureMessage(event.error, event.found, event.captured);
      // A wallet's attempt is its captured payment: kept for Finish Order, with the same key.
      if (event.captured) return { ...settled(state), errorMessage, captured: event.captured };
      // Only a refusal says nothing was placed: the next press is a new attempt. After any other
      // failure the order may exist, so the attempt and its key are kept (decision 031).
      return wasRefused(event.error)
        ? { ...settled(state), errorMessage, unanswered: null, attempt: null }
        : { ...settled(state), errorMessage, unanswered: unansweredOf(event.found) };
    }
    case 'placed':
      return {
        ...state,
        slow: false,
        checking: false,
        resuming: false,
        attempt: null,
        captured: null,
        keptDone: true,
      };
    case 'resuming':
      return { ...state, resuming: true };
    case 'resumed': {
      const resumed = { ...state, resuming: false, attempt: event.attempt };
      // A kept wallet payment has its own notice and Finish Order (with the same key).
      if (event.keptPayment) return resumed;
      const outcome = unansweredOf(event.found);
      return { ...resumed, unanswered: outcome, errorMessage: UNANSWERED_MESSAGES[outcome] };
    }
    case 'wallet-kept':
      return { ...state, keptDone: false, keptVersion: state.keptVersion + 1 };
    case 'kept-set-aside':
      return { ...state, setAside: event.payment, keptDone: true, errorMessage: '' };
  }
};
