import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

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
  error,
  hint,
  containerClassName,
  id,
  required,
  className,
  rows = 3,
  ref,
  ...rest
}: TextAreaProps) {
  return (
    <Field
      id={id}
      name={rest.name}
      label={label}
      hideLabel={hideLabel}
      required={required}
      error={error}
      hint={hint}
      describedBy={rest['aria-describedby']}
      className={containerClassName}
    >
      {(controlProps, shownError) => (
        <textarea
          {...rest}
          {...controlProps}
          ref={ref}
          rows={rows}
          className={clsx('form-control', shownError && 'is-invalid', className)}
        />
      )}
    </Field>
  );
}
