import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type SpinnerProps = {
  label?: string;
  /** Keep the text for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  size?: 'sm';
  /** In a line of text or controls (a span) instead of a centred block of its own. */
  inline?: boolean;
  /** More of the same status, on its own line under the label (announced with it). */
  children?: ReactNode;
};

/** A loading indicator announced politely (role="status"). */
export function Spinner({
  label = 'Loading...',
  hideLabel = false,
  className = '',
  size,
  inline = false,
  children,
}: SpinnerProps) {
  const Tag = inline ? 'span' : 'div';
  const layout = inline
    ? 'd-inline-flex align-items-center gap-2'
    : 'd-flex flex-wrap align-items-center justify-content-center gap-2 py-3';
  return (
    <Tag role="status" className={clsx(layout, className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'spinner-border text-primary after-a-moment',
          size && `spinner-border-${size}`,
        )}
      />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      {children}
    </Tag>
  );
}
