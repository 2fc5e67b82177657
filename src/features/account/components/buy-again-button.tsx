import { StatusButton } from '@/components/ui/status-button';
import { BUY_AGAIN_TEXT } from '../messages';

export type BuyAgainButtonProps = {
  orderId: number;
  /** The order being added: this one shows the spinner. */
  busyOrderId: number | null;
  onBuyAgain: (orderId: number) => void;
  className?: string;
};

/** 'Buy it again', named with its order for screen readers; every such button waits while one works. */
export function BuyAgainButton({
  orderId,
  busyOrderId,
  onBuyAgain,
  className,
}: BuyAgainButtonProps) {
  return (
    <StatusButton
      variant="outline-primary"
      size="sm"
      className={className}
      aria-label={BUY_AGAIN_TEXT.buyAgainLabel(orderId)}
      pending={busyOrderId === orderId}
      disabled={busyOrderId !== null}
      onClick={() => onBuyAgain(orderId)}
    >
      {BUY_AGAIN_TEXT.buyAgain}
    </StatusButton>
  );
}
