import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

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
  error,
  hint,
  asSwitch,
  containerClassName,
  id,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  // `required` stays in `rest`, the input's native attribute: a checkbox shows no asterisk.
  return (
    <Field
      id={id}
      name={rest.name}
      label={label}
      error={error}
      hint={hint}
      describedBy={rest['aria-describedby']}
      className={containerClassName}
      check={asSwitch ? 'switch' : 'checkbox'}
    >
      {(controlProps, shownError) => (
        <input
          {...rest}
          {...controlProps}
          ref={ref}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={clsx('form-check-input', shownError && 'is-invalid', className)}
        />
      )}
    </Field>
  );
}
