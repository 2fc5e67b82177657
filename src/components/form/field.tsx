import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FieldLabel } from './field-label';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

/** What the control of a `Field` spreads on itself: its id and the aria wiring to the label and rows. */
export type FieldControlProps = {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** The control's id; one is generated when it is left out. */
  id?: string;
  /** The field's name, whose error a kit `Form` holds (useFieldError). */
  name?: string;
  /** Leave it out for a control that is labelled otherwise (e.g. aria-label). */
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The asterisk and aria-required. */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The control's own aria-describedby, kept in front of the hint and the error. */
  describedBy?: string;
  className?: string;
  /** A checkbox or switch: its label follows it in Bootstrap's form-check row. */
  check?: 'checkbox' | 'switch';
  /** Renders the control; `error` is the text shown, so the control can mark itself invalid. */
  children: (control: FieldControlProps, error: string | undefined) => ReactNode;
};

/**
 * One form field: the label, the control (given as a render prop), the hint and the error row, with
 * the ids that tie them together.
 */
export function Field({
  id: givenId,
  name,
  label,
  hideLabel,
  required,
  error: givenError,
  hint,
  describedBy: own,
  className,
  check,
  children,
}: FieldProps) {
  const error = useFieldError(name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: givenId,
    hint,
    error,
    describedBy: own,
  });
  const control = children(
    {
      id,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
    error,
  );

  return (
    <Form.Group className={className ?? 'mb-1'}>
      {check ? (
        <div className={clsx('form-check', check === 'switch' && 'form-switch')}>
          {control}
          <label className="form-check-label" htmlFor={id}>
            {label}
          </label>
        </div>
      ) : (
        <>
          {label !== undefined && (
            <FieldLabel htmlFor={id} required={required} hidden={hideLabel}>
              {label}
            </FieldLabel>
          )}
          {control}
        </>
      )}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </Form.Group>
  );
}
