import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { refreshPoints } from '@/features/loyalty';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { notify } from '@/lib/notify';
import { getReferralCode, setReferralCode } from '@/lib/storage';
import { findPlacedOrder, invalidateAfterOrder, postCheckout, refreshCredits } from './api';
import {
  clearCapturedPayment,
  clearPendingOrder,
  readCapturedPayment,
  readPendingOrder,
  saveCapturedPayment,
  savePendingOrder,
  type CapturedPayment,
} from './captured-payment';
import {
  attemptFor,
  fingerprintOf,
  newAttemptKey,
  wasRefused,
  type Attempt,
  type CheckoutBody,
} from './order-attempt';
import {
  failureMessage,
  initialPlaceOrderState,
  placeOrderReducer,
  UNANSWERED_MESSAGES,
  unansweredOf,
  type NotFound,
  type WalletPayment,
} from './place-order-state';
import { buildCheckoutPayload, type OrderInput } from './rules';

/** Complete Order still pending after this long says the order may have gone through. */
export const SLOW_ORDER_MS = 30_000;

/** The session ended (a 401, also on the order itself): the app must still reach sign-in. */
const isSignInPage = ({ pathname }: { pathname: string }): boolean => pathname === paths.login;

export type { WalletPayment } from './place-order-state';

/** What the payment step adds at Complete Order (or a wallet at approval). */
export type PaymentInput = Pick<
  OrderInput,
  'method' | 'card' | 'billingForm' | 'transactionToken' | 'paymentStatus'
> & {
  /** Set when a wallet already captured the money: a failed order is retried with it, never re-captured. */
  captured?: WalletPayment;
};

export type OrderContext = Omit<OrderInput, keyof PaymentInput | 'referralCode'>;

/**
 * Places the order once: a ref guard blocks a second POST before React re-renders the pending button,
 * for as long as the first is pending (however long that is), and every attempt carries one
 * idempotency key that its retries reuse. A failure without an answer first asks GET /orders whether
 * the order exists. Success clears the referral code and goes to /complete-payment; failure keeps the
 * cart, and keeps a captured wallet payment (in memory, and in sessionStorage until its order is
 * confirmed) for `retry`. `cart` identifies the cart's contents. What the attempt goes through is
 * place-order-state.ts's reducer; this hook runs its effects (requests, storage, navigation, toasts).
 */
export const usePlaceOrder = (context: OrderContext | null, cart = '') => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, transition] = useReducer(placeOrderReducer, initialPlaceOrderState);
  const { captured, keptDone, keptVersion } = state;
  // Refs, not reducer state: a second press or wallet report in the same tick must see these two
  // before React re-renders (decision 031: the guard is taken before the digest is awaited).
  /** A POST, or a resumed lookup, is under way: nothing else may be sent. */
  const inFlight = useRef(false);
  /** Each wallet payment's idempotency key, made when it is kept: the same payment reported twice is one attempt. */
  const walletKeys = useRef(new Map<string, string>());
  /** A late answer to a page left for the sign-in is not acted on here: /checkout reconciles it. */
  const mounted = useRef(true);
  /** A kept attempt of an earlier visit was looked for once. */
  const resumed = useRef(false);
  const slowTimer = useRef<number | undefined>(undefined);
  // A pending order keeps the shopper here: away from the page, its outcome would go unseen.
  const { hold, release, stopped: leaveStopped } = useLeaveGuard(isSignInPage);
  /** The signed-in account: known once the user summary has loaded. */
  const account = useAppSelector((store) => store.user.id);
  /** A captured payment of an earlier visit (a reload, or the sign-in after a 401), to be finished. */
  // /checkout is never prerendered, so rendering may read the browser's storage; read again once
  // the account is known, as only that account's payment is offered.
  const kept = useMemo<CapturedPayment | null>(
    () => (keptDone ? null : readCapturedPayment(account)),
    // keptVersion: read again after a wallet payment was kept but not placed at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [account, keptDone, keptVersion],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(slowTimer.current);
    };
  }, []);

  const succeed = useCallback(
    (orderId: number | null) => {
      setReferralCode(null);
      transition({ type: 'placed' });
      clearCapturedPayment();
      clearPendingOrder();
      dispatch(invalidateAfterOrder());
      dispatch(refreshPoints());
      release();
      void navigate(paths.completePayment, { replace: true, state: { orderId } });
    },
    [dispatch, navigate, release],
  );

  /** Sends the order: `attempt` when `place` starts or continues one, none for a wallet's retry. */
  const send = useCallback(
    async (
      body: CheckoutBody,
      wallet: WalletPayment | undefined,
      attempt?: Attempt,
    ): Promise<boolean> => {
      inFlight.current = true;
      const sentAt = Date.now();
      // Until its answer: left for the sign-in a 401 forces, or reloaded, the page must not forget it.
      if (account !== null)
        savePendingOrder({
          account,
          idempotencyKey: body.idempotency_key,
          total: body.total_amount,
          attempt: attempt?.order ?? '',
          at: sentAt,
        });
      transition({ type: 'sent', attempt });
      hold();
      slowTimer.current = window.setTimeout(() => transition({ type: 'slow' }), SLOW_ORDER_MS);
      try {
        const response = await postCheckout(body);
        // Left meanwhile: the kept attempt leads /checkout to this order through GET /orders.
        if (mounted.current) succeed(response.order_id ?? null);
        return true;
      } catch (error) {
        // Only a refusal says nothing was placed: any other failure keeps the attempt and its key.
        const refused = wasRefused(error);
        if (refused) clearPendingOrder();
        if (!mounted.current) return false;
        let found: NotFound = null;
        if (!refused) {
          // The order may exist: look for this attempt's order before offering to send it again.
          transition({ type: 'lost' });
          try {
            const answer = await findPlacedOrder({
              key: body.idempotency_key,
              total: body.total_amount,
              sentAt,
              transactionToken: body.transaction_token || undefined,
            });
            if (answer.placed) {
              succeed(answer.orderId);
              return true;
            }
            found = answer;
            if (unansweredOf(found) === 'not-placed') clearPendingOrder();
          } catch {
            // GET /orders failed: found stays null, 'unknown'.
          }
        }
        transition({ type: 'failed', error, found, captured: wallet && { ...wallet, body } });
        if (body.credits) dispatch(refreshCredits());
        notify.error(failureMessage(error, found, wallet));
        inFlight.current = false;
        release();
        return false;
      } finally {
        window.clearTimeout(slowTimer.current);
      }
    },
    [account, dispatch, hold, release, succeed],
  );

  /**
   * Keeps a wallet payment in sessionStorage the moment it is reported, before anything that can
   * return or throw (the order's hash, a missing address): its key is made here, never lost. The same
   * payment reported again keeps its key. Returns the key.
   */
  const keepWalletPayment = useCallback(
    (wallet: WalletPayment, payment: PaymentInput, total: number): string => {
      const token = payment.transactionToken;
      const known = walletKeys.current.get(token);
      if (known) return known;
      const key = newAttemptKey();
      walletKeys.current.set(token, key);
      // Without a known account it cannot be tied to one, so it lives in memory only.
      if (account !== null)
        saveCapturedPayment({
          account,
          wallet: wallet.wallet,
          reference: wallet.reference,
          method: 'paypal',
          transactionToken: token,
          paymentStatus: payment.paymentStatus,
          amount: wallet.amount ?? total.toFixed(2),
          total,
          idempotencyKey: key,
          at: Date.now(),
        });
      return key;
    },
    [account],
  );

  const place = useCallback(
    async ({ captured: wallet, ...payment }: PaymentInput): Promise<boolean> => {
      const base = context
        ? buildCheckoutPayload({ ...context, ...payment, referralCode: getReferralCode() })
        : null;
      // A wallet's payment is kept first: whatever stops this order now, Finish Order can place it.
      const walletKey =
        wallet && payment.transactionToken
          ? keepWalletPayment(wallet, payment, base?.total_amount ?? (Number(wallet.amount) || 0))
          : null;
      if (!base || inFlight.current || captured || kept) {
        // Not placed now: the kept payment is offered (its notice and Finish Order) instead.
        if (walletKey && !inFlight.current && !captured) transition({ type: 'wallet-kept' });
        return false;
      }
      // Taken before the hash is awaited: a second click in the meantime sends nothing.
      inFlight.current = true;
      let next: Attempt;
      try {
        const fingerprint = await fingerprintOf(base, cart);
        next = walletKey
          ? { key: walletKey, order: fingerprint.order, card: fingerprint.card }
          : attemptFor(state.attempt, fingerprint);
      } catch (error) {
        // No digest (no crypto.subtle outside a secure context): a wallet's attempt is its payment.
        if (!walletKey) {
          inFlight.current = false;
          throw error;
        }
        next = { key: walletKey, order: '', card: '' };
      }
      return send({ ...base, idempotency_key: next.key }, wallet, next);
    },
    [context, cart, captured, kept, state.attempt, keepWalletPayment, send],
  );

  /** The order a kept payment would place now: rebuilt from the page's address and cart. */
  const keptBody = useMemo<Omit<CheckoutBody, 'idempotency_key'> | null>(
    () =>
      kept && context
        ? buildCheckoutPayload({
            ...context,
            method: kept.method,
            card: null,
            billingForm: null,
            transactionToken: kept.transactionToken,
            paymentStatus: kept.paymentStatus,
            referralCode: getReferralCode(),
          })
        : null,
    [kept, context],
  );
  /** The cart no longer totals what was paid: the kept payment must not be placed silently. */
  const keptMismatch =
    kept !== null && keptBody !== null && Math.abs(keptBody.total_amount - kept.total) >= 0.005;

  /**
   * Re-sends the order of a captured wallet payment with the same transaction_token and key: the
   * body kept in memory, or, after a reload or sign-in, one built from the kept payment.
   */
  const retry = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) return false;
    if (captured) return send(captured.body, captured);
    if (!kept || !keptBody || keptMismatch) return false;
    return send(
      { ...keptBody, idempotency_key: kept.idempotencyKey },
      { wallet: kept.wallet, reference: kept.reference, amount: kept.amount },
    );
  }, [captured, kept, keptBody, keptMismatch, send]);

  /**
   * An attempt whose answer never reached this tab (the page was left for the sign-in a 401 forced,
   * or reloaded): GET /orders says whether it was placed before anything can be sent again; if not,
   * Try again sends it with the same key.
   */
  useEffect(() => {
    if (resumed.current || account === null || inFlight.current) return;
    const left = readPendingOrder(account);
    if (!left) return;
    resumed.current = true;
    inFlight.current = true;
    void (async () => {
      transition({ type: 'resuming' });
      let found: NotFound = null;
      const wallet = readCapturedPayment(account);
      try {
        const answer = await findPlacedOrder({
          key: left.idempotencyKey,
          total: left.total,
          sentAt: left.at,
          transactionToken:
            wallet?.idempotencyKey === left.idempotencyKey ? wallet.transactionToken : undefined,
        });
        if (answer.placed) {
          if (mounted.current) succeed(answer.orderId);
          return;
        }
        found = answer;
        if (unansweredOf(found) === 'not-placed') clearPendingOrder();
      } catch {
        // GET /orders failed too: kept, and looked for again on the next visit.
      } finally {
        inFlight.current = false;
      }
      if (!mounted.current) return;
      const keptPayment = readCapturedPayment(account) !== null;
      transition({
        type: 'resumed',
        attempt: { key: left.idempotencyKey, order: left.attempt, card: null },
        found,
        keptPayment,
      });
      if (!keptPayment) notify.error(UNANSWERED_MESSAGES[unansweredOf(found)]);
    })();
  }, [account, succeed]);

  /**
   * Forgets a kept payment that no longer fits the cart, so the shopper can pay anew: the money stays
   * captured, and the page keeps showing its amount and reference for support to refund it.
   */
  const setKeptAside = useCallback((): boolean => {
    if (inFlight.current || !kept || !keptMismatch) return false;
    clearCapturedPayment();
    transition({ type: 'kept-set-aside', payment: kept });
    return true;
  }, [kept, keptMismatch]);

  return {
    place,
    retry,
    setKeptAside,
    /** The kept payment set aside by setKeptAside, for the page to keep naming. */
    setAsidePayment: state.setAside,
    pending: state.pending,
    slow: state.slow,
    /** Looking for the order of a request that got no answer. */
    checking: state.checking,
    /** Looking for the order of an attempt an earlier visit left unanswered. */
    resuming: state.resuming,
    /** The last order got no answer and is not in the order list (or could not be looked for). */
    unanswered: state.unanswered,
    errorMessage: state.errorMessage,
    hasCapturedPayment: captured !== null || kept !== null,
    /** A captured payment of an earlier visit, waiting for its order (decision 031). */
    keptPayment: kept,
    /** The kept payment's order total differs from the cart's now: what it is now, else null. */
    keptMismatchTotal: keptMismatch && keptBody ? keptBody.total_amount : null,
    /** The order can be placed from what is loaded (the kept payment needs the address). */
    ready: context !== null,
    /** The shopper tried to leave while the order was pending. */
    leaveStopped,
  };
};

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;
