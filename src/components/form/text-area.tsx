import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldLabel } from './field-label';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: ReactNode;
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/** A labelled multi-line text field with the asterisk when required and a reserved error row. */
export function TextArea({
  label,
  hideLabel,
  error: givenError,
  hint,
  containerClassName,
  id: givenId,
  required,
  className,
  rows = 3,
  ref,
  ...rest
}: TextAreaProps) {
  const error = useFieldError(rest.name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: givenId,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });

  return (
    <Form.Group className={containerClassName ?? 'mb-1'}>
      <FieldLabel htmlFor={id} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        {...rest}
        ref={ref}
        id={id}
        rows={rows}
        className={clsx('form-control', error && 'is-invalid', className)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </Form.Group>
  );
}
