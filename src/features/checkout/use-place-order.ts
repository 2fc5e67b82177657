import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage, serverMessage } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { refreshPoints } from '@/features/loyalty';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { notify } from '@/lib/notify';
import { getReferralCode, setReferralCode } from '@/lib/storage';
import {
  findPlacedOrder,
  invalidateAfterOrder,
  postCheckout,
  refreshCredits,
  type AttemptOutcome,
} from './api';
import {
  clearCapturedPayment,
  clearPendingOrder,
  readCapturedPayment,
  readPendingOrder,
  saveCapturedPayment,
  savePendingOrder,
  type CapturedPayment,
} from './captured-payment';
import { capturedPaymentMessage, CHECKOUT_MESSAGES } from './messages';
import {
  attemptFor,
  fingerprintOf,
  gotNoAnswer,
  newAttemptKey,
  wasRefused,
  type Attempt,
  type CheckoutBody,
} from './order-attempt';
import { buildCheckoutPayload, type OrderInput } from './rules';

/** Complete Order still pending after this long says the order may have gone through. */
export const SLOW_ORDER_MS = 30_000;

/** The session ended (a 401, also on the order itself): the app must still reach sign-in. */
const isSignInPage = ({ pathname }: { pathname: string }): boolean => pathname === paths.login;

/** A wallet that already took the payment: its name, the id the shopper may quote to support, the amount. */
export type WalletPayment = { wallet: string; reference?: string; amount?: string };

/** What the payment step adds at Complete Order (or a wallet at approval). */
export type PaymentInput = Pick<
  OrderInput,
  'method' | 'card' | 'billingForm' | 'transactionToken' | 'paymentStatus'
> & {
  /** Set when a wallet already captured the money: a failed order is retried with it, never re-captured. */
  captured?: WalletPayment;
};

export type OrderContext = Omit<OrderInput, keyof PaymentInput | 'referralCode'>;

/** A captured wallet payment whose order failed: the body is re-sent as it was (no card data in it). */
type CapturedOrder = WalletPayment & { body: CheckoutBody };
/**
 * What an order without a definite answer turned out to be: not in the order list (its key is not
 * there), not matched for sure (orders without keys), or not knowable now (GET /orders failed).
 */
type Unanswered = 'not-placed' | 'unsure' | 'unknown';

const outcomeOf = (found: AttemptOutcome): Unanswered =>
  !found.placed && found.sure ? 'not-placed' : 'unsure';

const UNANSWERED_MESSAGES: Record<Unanswered, string> = {
  'not-placed': CHECKOUT_MESSAGES.orderNotPlaced,
  unsure: CHECKOUT_MESSAGES.orderUnconfirmed,
  unknown: CHECKOUT_MESSAGES.orderUnknown,
};

/**
 * Places the order once: a ref guard blocks a second POST before React re-renders the pending button,
 * for as long as the first is pending (however long that is), and every attempt carries one
 * idempotency key that its retries reuse. A failure without an answer first asks GET /orders whether
 * the order exists. Success clears the referral code and goes to /complete-payment; failure keeps the
 * cart, and keeps a captured wallet payment (in memory, and in sessionStorage until its order is
 * confirmed) for `retry`. `cart` identifies the cart's contents.
 */
export const usePlaceOrder = (context: OrderContext | null, cart = '') => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  /** A late answer to a page left for the sign-in is not acted on here: /checkout reconciles it. */
  const mounted = useRef(true);
  /** A kept attempt of an earlier visit was looked for once. */
  const resumed = useRef(false);
  const slowTimer = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState(false);
  // A pending order keeps the shopper here: away from the page, its outcome would go unseen.
  const { hold, release, stopped: leaveStopped } = useLeaveGuard(isSignInPage);
  const [slow, setSlow] = useState(false);
  const [checking, setChecking] = useState(false);
  const [unanswered, setUnanswered] = useState<Unanswered | null>(null);
  /** Looking for the order of an attempt left unanswered on an earlier visit. */
  const [resuming, setResuming] = useState(false);
  const [captured, setCaptured] = useState<CapturedOrder | null>(null);
  /** The signed-in account: known once the user summary has loaded. */
  const account = useAppSelector((state) => state.user.id);
  const [keptDone, setKeptDone] = useState(false);
  /** Bumped when a wallet payment was kept but not placed at once, so it is read and offered. */
  const [keptVersion, setKeptVersion] = useState(0);
  /** A captured payment of an earlier visit (a reload, or the sign-in after a 401), to be finished. */
  // /checkout is never prerendered, so rendering may read the browser's storage; read again once
  // the account is known, as only that account's payment is offered.
  const kept = useMemo<CapturedPayment | null>(
    () => (keptDone ? null : readCapturedPayment(account)),
    // keptVersion: read again after a wallet payment was kept but not placed at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [account, keptDone, keptVersion],
  );
  /** A kept payment the shopper set aside to pay anew: still shown, to quote to support. */
  const [setAside, setSetAside] = useState<CapturedPayment | null>(null);
  /** The failure stays on screen (not only in a toast) until the next attempt; a captured wallet payment is named. */
  const [errorMessage, setErrorMessage] = useState('');
  /** Each wallet payment's idempotency key, made when it is kept: the same payment reported twice is one attempt. */
  const walletKeys = useRef(new Map<string, string>());

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
      setCaptured(null);
      setKeptDone(true);
      clearCapturedPayment();
      clearPendingOrder();
      attempt.current = null;
      dispatch(invalidateAfterOrder());
      dispatch(refreshPoints());
      release();
      void navigate(paths.completePayment, { replace: true, state: { orderId } });
    },
    [dispatch, navigate, release],
  );

  const send = useCallback(
    async (
      body: CheckoutBody,
      wallet: WalletPayment | undefined,
      attemptHash = '',
    ): Promise<boolean> => {
      inFlight.current = true;
      const sentAt = Date.now();
      // Until its answer: left for the sign-in a 401 forces, or reloaded, the page must not forget it.
      if (account !== null)
        savePendingOrder({
          account,
          idempotencyKey: body.idempotency_key,
          total: body.total_amount,
          attempt: attemptHash,
          at: sentAt,
        });
      setPending(true);
      hold();
      setErrorMessage('');
      setUnanswered(null);
      slowTimer.current = window.setTimeout(() => setSlow(true), SLOW_ORDER_MS);
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
        let outcome: Unanswered | null = null;
        if (!refused) {
          // The order may exist: look for this attempt's order before offering to send it again.
          setChecking(true);
          try {
            const found = await findPlacedOrder({
              key: body.idempotency_key,
              total: body.total_amount,
              sentAt,
              transactionToken: body.transaction_token || undefined,
            });
            if (found.placed) {
              succeed(found.orderId);
              return true;
            }
            outcome = outcomeOf(found);
            if (outcome === 'not-placed') clearPendingOrder();
          } catch {
            outcome = 'unknown';
          } finally {
            setChecking(false);
          }
        } else if (!wallet) {
          // The API refused it and placed nothing: the next Complete Order is a new attempt.
          attempt.current = null;
        }
        let message = getErrorMessage(error, CHECKOUT_MESSAGES.checkoutFailed);
        if (wallet) message = `${message} ${capturedPaymentMessage(wallet)}`;
        else if (outcome) {
          // The API's own words (a 500's, a 409's) come first; a gateway's (502-504) are not the API's.
          const said = gotNoAnswer(error) ? undefined : serverMessage(error);
          message = said ? `${said} ${UNANSWERED_MESSAGES[outcome]}` : UNANSWERED_MESSAGES[outcome];
        }
        if (wallet) setCaptured({ ...wallet, body });
        else setUnanswered(outcome);
        if (body.credits) dispatch(refreshCredits());
        setErrorMessage(message);
        notify.error(message);
        inFlight.current = false;
        setPending(false);
        release();
        return false;
      } finally {
        window.clearTimeout(slowTimer.current);
        setSlow(false);
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
        if (walletKey && !inFlight.current && !captured) {
          setKeptDone(false);
          setKeptVersion((version) => version + 1);
        }
        return false;
      }
      // Taken before the hash is awaited: a second click in the meantime sends nothing.
      inFlight.current = true;
      let next: Attempt;
      try {
        const fingerprint = await fingerprintOf(base, cart);
        next = walletKey
          ? { key: walletKey, order: fingerprint.order, card: fingerprint.card }
          : attemptFor(attempt.current, fingerprint);
      } catch (error) {
        // No digest (no crypto.subtle outside a secure context): a wallet's attempt is its payment.
        if (!walletKey) {
          inFlight.current = false;
          throw error;
        }
        next = { key: walletKey, order: '', card: '' };
      }
      attempt.current = next;
      return send({ ...base, idempotency_key: next.key }, wallet, next.order);
    },
    [context, cart, captured, kept, keepWalletPayment, send],
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
      setResuming(true);
      let outcome: Unanswered = 'unknown';
      const wallet = readCapturedPayment(account);
      try {
        const found = await findPlacedOrder({
          key: left.idempotencyKey,
          total: left.total,
          sentAt: left.at,
          transactionToken:
            wallet?.idempotencyKey === left.idempotencyKey ? wallet.transactionToken : undefined,
        });
        if (found.placed) {
          if (mounted.current) succeed(found.orderId);
          return;
        }
        outcome = outcomeOf(found);
        if (outcome === 'not-placed') clearPendingOrder();
      } catch {
        // GET /orders failed too: kept, and looked for again on the next visit.
      } finally {
        inFlight.current = false;
        setResuming(false);
      }
      if (!mounted.current) return;
      attempt.current = { key: left.idempotencyKey, order: left.attempt, card: null };
      // A kept wallet payment has its own notice and Finish Order (with the same key).
      if (readCapturedPayment(account)) return;
      setUnanswered(outcome);
      const message = UNANSWERED_MESSAGES[outcome];
      setErrorMessage(message);
      notify.error(message);
    })();
  }, [account, succeed]);

  /**
   * Forgets a kept payment that no longer fits the cart, so the shopper can pay anew: the money stays
   * captured, and the page keeps showing its amount and reference for support to refund it.
   */
  const setKeptAside = useCallback((): boolean => {
    if (inFlight.current || !kept || !keptMismatch) return false;
    clearCapturedPayment();
    setSetAside(kept);
    setKeptDone(true);
    setErrorMessage('');
    return true;
  }, [kept, keptMismatch]);

  return {
    place,
    retry,
    setKeptAside,
    /** The kept payment set aside by setKeptAside, for the page to keep naming. */
    setAsidePayment: setAside,
    pending,
    slow,
    /** Looking for the order of a request that got no answer. */
    checking,
    /** Looking for the order of an attempt an earlier visit left unanswered. */
    resuming,
    /** The last order got no answer and is not in the order list (or could not be looked for). */
    unanswered,
    errorMessage,
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
