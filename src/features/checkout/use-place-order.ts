import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { refreshPoints } from '@/features/loyalty';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { notify } from '@/lib/notify';
import { getReferralCode, setReferralCode } from '@/lib/storage';
import type { CheckoutPayload } from '@/types/api';
import { invalidateAfterOrder, postCheckout, refreshCredits } from './api';
import { capturedPaymentMessage, CHECKOUT_MESSAGES } from './messages';
import { buildCheckoutPayload, type OrderInput } from './rules';

/** Complete Order still pending after this long says the order may have gone through (issue 7 §2). */
export const SLOW_ORDER_MS = 30_000;

/** The session ended (a 401, also on the order itself): the app must still reach sign-in. */
const isSignInPage = ({ pathname }: { pathname: string }): boolean => pathname === paths.login;

/** A wallet that already took the payment: its name, and the id the shopper may quote to support. */
export type WalletPayment = { wallet: string; reference?: string };

/** What the payment step adds at Complete Order (or a wallet at approval). */
export type PaymentInput = Pick<
  OrderInput,
  'method' | 'card' | 'billingForm' | 'transactionToken' | 'paymentStatus'
> & {
  /** Set when a wallet already captured the money: a failed order is retried with it, never re-captured. */
  captured?: WalletPayment;
};

export type OrderContext = Omit<OrderInput, keyof PaymentInput | 'referralCode'>;

type CheckoutBody = Omit<CheckoutPayload, 'ip'>;
/** A captured wallet payment whose order failed: the body is re-sent as it was (no card data in it). */
type CapturedOrder = WalletPayment & { body: CheckoutBody };

/**
 * Places the order once: a ref guard blocks a second POST before React re-renders the pending button,
 * for as long as the first is pending (however long that is). Success clears the referral code and
 * goes to /complete-payment; failure keeps the cart, and keeps a captured wallet payment (in memory
 * only) for `retry`.
 */
export const usePlaceOrder = (context: OrderContext | null) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const slowTimer = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState(false);
  // A pending order keeps the shopper here: away from the page, its outcome would go unseen.
  const { hold, release, stopped: leaveStopped } = useLeaveGuard(isSignInPage);
  const [slow, setSlow] = useState(false);
  const [captured, setCaptured] = useState<CapturedOrder | null>(null);
  /** The failure stays on screen (not only in a toast) until the next attempt; a captured wallet payment is named. */
  const [errorMessage, setErrorMessage] = useState('');

  useEffect(() => () => window.clearTimeout(slowTimer.current), []);

  const send = useCallback(
    async (body: CheckoutBody, wallet: WalletPayment | undefined): Promise<boolean> => {
      inFlight.current = true;
      setPending(true);
      hold();
      setErrorMessage('');
      slowTimer.current = window.setTimeout(() => setSlow(true), SLOW_ORDER_MS);
      try {
        const response = await postCheckout(body);
        setReferralCode(null);
        setCaptured(null);
        dispatch(invalidateAfterOrder());
        dispatch(refreshPoints());
        release();
        void navigate(paths.completePayment, {
          replace: true,
          state: { orderId: response.order_id ?? null },
        });
        return true;
      } catch (error) {
        const message = getErrorMessage(error, CHECKOUT_MESSAGES.checkoutFailed);
        const full = wallet ? `${message} ${capturedPaymentMessage(wallet)}` : message;
        if (wallet) setCaptured({ ...wallet, body });
        if (body.credits) dispatch(refreshCredits());
        setErrorMessage(full);
        notify.error(full);
        inFlight.current = false;
        setPending(false);
        release();
        return false;
      } finally {
        window.clearTimeout(slowTimer.current);
        setSlow(false);
      }
    },
    [dispatch, navigate, hold, release],
  );

  const place = useCallback(
    async ({ captured: wallet, ...payment }: PaymentInput): Promise<boolean> => {
      if (!context || inFlight.current || captured) return false;
      const body = buildCheckoutPayload({
        ...context,
        ...payment,
        referralCode: getReferralCode(),
      });
      return send(body, wallet);
    },
    [context, captured, send],
  );

  /** Re-sends the order of a captured wallet payment with the same transaction_token. */
  const retry = useCallback(async (): Promise<boolean> => {
    if (!captured || inFlight.current) return false;
    return send(captured.body, captured);
  }, [captured, send]);

  return {
    place,
    retry,
    pending,
    slow,
    errorMessage,
    hasCapturedPayment: captured !== null,
    /** The shopper tried to leave while the order was pending. */
    leaveStopped,
  };
};

export type PlaceOrder = ReturnType<typeof usePlaceOrder>;
