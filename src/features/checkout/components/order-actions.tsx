import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { StatusButton } from '@/components/ui/status-button';
import { paths } from '@/config/paths';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES } from '../messages';
import type { ReadStatus } from '../rules';

/** The shipping rate of the chosen address: nothing can be paid until it is in (the total depends on it). */
export type RateGate = { status: ReadStatus; onRetry: () => void };

type OrderActionsProps = {
  /** False with PayPal: its own buttons place the order. */
  showComplete: boolean;
  onComplete: () => void;
};

/** Below the payment step: why payment waits, the order's failure or slowness, Back and Complete Order. */
export const OrderActions = ({ showComplete, onComplete }: OrderActionsProps) => {
  const { rate, order, goTo } = useCheckoutContext();
  const { pending, hasCapturedPayment } = order;
  return (
    <>
      {!hasCapturedPayment && rate.status !== 'ready' && (
        <QueryState
          isLoading={rate.status === 'loading'}
          isError={rate.status === 'failed'}
          loadingText={CHECKOUT_MESSAGES.rateLoading}
          errorText={CHECKOUT_MESSAGES.rateFailed}
          onRetry={rate.onRetry}
        />
      )}
      {order.checking && (
        <p role="status" className="alert alert-info">
          {CHECKOUT_MESSAGES.orderChecking}
        </p>
      )}
      <FormAlert message={order.errorMessage} />
      {order.leaveStopped && (
        <p role="status" className="alert alert-info">
          {CHECKOUT_MESSAGES.stayWhilePlacing}
        </p>
      )}
      {order.slow && (
        <p role="status" className="alert alert-warning">
          {CHECKOUT_MESSAGES.orderSlow}{' '}
          {/* A new tab: this page keeps the pending order, so it can never be sent twice. */}
          <Link to={paths.orderHistory} target="_blank" rel="noopener">
            Order History (opens in a new tab)
          </Link>
        </p>
      )}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={pending}
          onClick={() => goTo(2)}
        >
          Back
        </button>
        {hasCapturedPayment ? (
          <StatusButton type="button" pending={pending} onClick={() => void order.retry()}>
            Retry Order
          </StatusButton>
        ) : (
          showComplete && (
            <StatusButton
              type="button"
              pending={pending}
              disabled={rate.status !== 'ready'}
              onClick={onComplete}
            >
              {/* After no answer, the same details are the same attempt: sent with the same key. */}
              {order.unanswered ? 'Try again' : 'Complete Order'}
            </StatusButton>
          )
        )}
      </div>
    </>
  );
};
