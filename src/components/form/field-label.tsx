import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

export type FieldLabelProps = {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
};

/** A form label with the spec's required asterisk (hidden from screen readers: the input has aria-required). */
export function FieldLabel({ htmlFor, required, hidden, className, children }: FieldLabelProps) {
  return (
    <Form.Label
      htmlFor={htmlFor}
      className={clsx(hidden && 'visually-hidden', className) || undefined}
    >
      {children}
      {required && (
        <span className="field-required ms-1" aria-hidden="true">
          *
        </span>
      )}
    </Form.Label>
  );
}
