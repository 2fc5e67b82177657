import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';

export type StatusButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Bootstrap's button variant: 'primary', 'outline-secondary'... */
  variant?: string;
  size?: 'sm' | 'lg';
  pending?: boolean;
  /** ms before the spinner appears, so quick actions do not flicker. */
  spinnerDelay?: number;
};

/** The spinner, once its button has been pending for `delayMs`. */
function DelayedSpinner({ delayMs }: { delayMs: number }) {
  const visible = useDelayedFlag(true, delayMs);
  return visible ? (
    <span
      className="spinner-border spinner-border-sm me-2"
      aria-hidden="true"
      data-testid="status-button-spinner"
    />
  ) : null;
}

/**
 * A button that is disabled (and aria-busy) the moment its action is pending: no double submit.
 * Bootstrap's classes on a plain button, not react-bootstrap's Button: a listing renders two a card,
 * 880 for 400 products, and its wrapper added a component and three object copies to each. An idle
 * button has no hook: the spinner's timer lives in a child mounted only while pending.
 */
export function StatusButton({
  pending = false,
  spinnerDelay = 300,
  variant = 'primary',
  size,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: StatusButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={clsx(className, 'btn', `btn-${variant}`, size && `btn-${size}`)}
      disabled={Boolean(disabled) || pending}
      aria-busy={pending || undefined}
    >
      {pending && <DelayedSpinner delayMs={spinnerDelay} />}
      {children}
    </button>
  );
}
