import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';

export type StatusButtonProps = ComponentProps<typeof Button> & {
  pending?: boolean;
  /** ms before the spinner appears, so quick actions do not flicker. */
  spinnerDelay?: number;
};

/** A button that is disabled (and aria-busy) the moment its action is pending: no double submit. */
export function StatusButton({
  pending = false,
  spinnerDelay = 300,
  disabled,
  children,
  type = 'button',
  ...rest
}: StatusButtonProps) {
  const spinnerVisible = useDelayedFlag(pending, spinnerDelay);

  return (
    <Button
      {...rest}
      type={type}
      disabled={Boolean(disabled) || pending}
      aria-busy={pending || undefined}
    >
      {spinnerVisible && (
        <span
          className="spinner-border spinner-border-sm me-2"
          aria-hidden="true"
          data-testid="status-button-spinner"
        />
      )}
      {children}
    </Button>
  );
}
