import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Renders a switch instead of a box. */
  asSwitch?: boolean;
  containerClassName?: string;
};

/** A labelled checkbox with an error row; ref-able so react-hook-form `register` works. */
export function Checkbox({
  label,
  error: givenError,
  hint,
  asSwitch,
  containerClassName,
  id: givenId,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const error = useFieldError(rest.name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: givenId,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });

  return (
    <div className={containerClassName ?? 'mb-1'}>
      <div className={clsx('form-check', asSwitch && 'form-switch')}>
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={clsx('form-check-input', error && 'is-invalid', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
