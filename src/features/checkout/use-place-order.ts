import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { getReferralCode, setReferralCode } from '@/lib/storage';
import { invalidateAfterOrder, postCheckout } from './api';
import { buildCheckoutPayload, MESSAGES, type OrderInput } from './rules';

/** What the payment step adds at Complete Order (or a wallet at approval). */
export type PaymentInput = Pick<
  OrderInput,
  'method' | 'card' | 'billingForm' | 'transactionToken' | 'paymentStatus'
> & {
  /** Set when a wallet already captured the money: a failure must name the transaction. */
  capturedBy?: string;
};

export type OrderContext = Omit<OrderInput, keyof PaymentInput | 'referralCode'>;

export const capturedPaymentMessage = (wallet: string, transactionId: string): string =>
  `Your ${wallet} payment ${transactionId} was captured, but the order could not be completed. Please contact support with this transaction id so we can reconcile it.`;

/**
 * Places the order once: a ref guard blocks a second submit before React re-renders the pending button.
 * Success clears the referral code and goes to /complete-payment; failure keeps the cart.
 */
export const usePlaceOrder = (context: OrderContext | null) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  /** The failure stays on screen (not only in a toast) until the next attempt; a captured wallet payment is named. */
  const [errorMessage, setErrorMessage] = useState('');

  const place = useCallback(
    async (payment: PaymentInput): Promise<boolean> => {
      if (!context || inFlight.current) return false;
      inFlight.current = true;
      setPending(true);
      setErrorMessage('');
      const { capturedBy, ...rest } = payment;
      try {
        const response = await postCheckout(
          buildCheckoutPayload({ ...context, ...rest, referralCode: getReferralCode() }),
        );
        setReferralCode(null);
        dispatch(invalidateAfterOrder());
        void navigate(paths.completePayment, {
          replace: true,
          state: { orderId: response.order_id ?? null },
        });
        return true;
      } catch (error) {
        const message = getErrorMessage(error, MESSAGES.checkoutFailed);
        const full =
          capturedBy && payment.transactionToken
            ? `${message} ${capturedPaymentMessage(capturedBy, payment.transactionToken)}`
            : message;
        setErrorMessage(full);
        notify.error(full);
        inFlight.current = false;
        setPending(false);
        return false;
      }
    },
    [context, dispatch, navigate],
  );

  return { place, pending, errorMessage, isBusy: () => inFlight.current };
};
