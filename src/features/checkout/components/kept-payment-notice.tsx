import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Modal } from '@/components/ui/modal';
import { StatusButton } from '@/components/ui/status-button';
import { useCheckoutContext } from '../checkout-context';
import {
  CHECKOUT_MESSAGES,
  keptPaymentMismatchMessage,
  paymentSetAsideMessage,
  startNewPaymentQuestion,
} from '../messages';

/**
 * Above the steps when a wallet payment of an earlier visit (a reload, or the sign-in a 401 forced)
 * is still waiting for its order: the order is placed with that payment, never a new one. When the
 * cart no longer totals it, the shopper may set it aside (after confirming) and pay anew; its amount
 * and reference stay on the page for support. Also where an order left unanswered is looked for.
 */
export const KeptPaymentNotice = () => {
  const { order, rate } = useCheckoutContext();
  const [confirming, setConfirming] = useState(false);
  const kept = order.keptPayment;
  const aside = order.setAsidePayment;
  if (!kept) {
    // An order left unanswered on an earlier visit is looked for first, whichever step is open.
    if (order.resuming)
      return (
        <p role="status" className="alert alert-info">
          {CHECKOUT_MESSAGES.orderChecking}
        </p>
      );
    return aside ? (
      <p role="status" className="alert alert-warning">
        {paymentSetAsideMessage(aside.amount, aside.reference)}
      </p>
    ) : null;
  }
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
      {(order.checking || order.resuming) && <p role="status">{CHECKOUT_MESSAGES.orderChecking}</p>}
      <div className="d-flex flex-wrap gap-2">
        <StatusButton
          type="button"
          pending={order.pending}
          // The order's total needs the shipping rate of the chosen address.
          disabled={
            !order.ready ||
            order.resuming ||
            rate.status !== 'ready' ||
            order.keptMismatchTotal !== null
          }
          onClick={() => void order.retry()}
        >
          {CHECKOUT_MESSAGES.finishOrder}
        </StatusButton>
        {order.keptMismatchTotal !== null && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={order.pending}
            onClick={() => setConfirming(true)}
          >
            {CHECKOUT_MESSAGES.startNewPayment}
          </button>
        )}
      </div>
      <Modal
        show={confirming}
        onHide={() => setConfirming(false)}
        variant="confirm"
        heading={startNewPaymentQuestion(kept.amount, kept.reference)}
        onConfirm={() => {
          setConfirming(false);
          order.setKeptAside();
        }}
      />
    </section>
  );
};
