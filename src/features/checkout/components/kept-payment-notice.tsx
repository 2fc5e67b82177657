import { FormAlert } from '@/components/form/form-alert';
import { StatusButton } from '@/components/ui/status-button';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES, keptPaymentMismatchMessage } from '../messages';

/**
 * Above the steps when a wallet payment of an earlier visit (a reload, or the sign-in a 401 forced)
 * is still waiting for its order: the order is placed with that payment, never a new one.
 */
export const KeptPaymentNotice = () => {
  const { order, rate } = useCheckoutContext();
  const kept = order.keptPayment;
  if (!kept) return null;
  return (
    <section className="alert alert-info" aria-labelledby="kept-payment-title">
      <p id="kept-payment-title" className="fw-bold">
        {CHECKOUT_MESSAGES.capturedPaymentKept}
      </p>
      {order.keptMismatchTotal !== null && (
        <p role="alert">
          {keptPaymentMismatchMessage(kept.amount, order.keptMismatchTotal, kept.reference)}
        </p>
      )}
      <FormAlert message={order.errorMessage} />
      {order.checking && <p role="status">{CHECKOUT_MESSAGES.orderChecking}</p>}
      <StatusButton
        type="button"
        pending={order.pending}
        // The order's total needs the shipping rate of the chosen address.
        disabled={!order.ready || rate.status !== 'ready' || order.keptMismatchTotal !== null}
        onClick={() => void order.retry()}
      >
        {CHECKOUT_MESSAGES.finishOrder}
      </StatusButton>
    </section>
  );
};
