import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type FieldLegendProps = {
  id?: string;
  required?: boolean;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
};

/** A group's legend with the spec's required asterisk (hidden from screen readers, like FieldLabel's). */
export function FieldLegend({ id, required, hidden, className, children }: FieldLegendProps) {
  return (
    <legend id={id} className={clsx(className ?? 'form-label fs-6', hidden && 'visually-hidden')}>
      {children}
      {required && (
        <span className="field-required ms-1" aria-hidden="true">
          *
        </span>
      )}
    </legend>
  );
}
