import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldLegend } from './field-legend';
import { FieldMessages, joinIds, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A line under the option, read with it (aria-describedby). */
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'children'
> & {
  legend: ReactNode;
  options: RadioOption[];
  /** The chosen value when the group is controlled; leave it out with `register`. */
  value?: string;
  hideLegend?: boolean;
  legendClassName?: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
  /** Classes for each option's row (e.g. a bordered card per saved address). */
  optionClassName?: string;
};

/**
 * Radio buttons in a fieldset whose legend names them. Spread `register('name')` on it (every radio
 * gets name, ref and handlers) or control it with `value` + `onChange`.
 */
export function RadioGroup({
  legend,
  options,
  value,
  hideLegend,
  legendClassName,
  error: givenError,
  hint,
  containerClassName,
  optionClassName,
  id: givenId,
  required,
  disabled,
  className,
  ref,
  ...rest
}: RadioGroupProps) {
  const error = useFieldError(rest.name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({ id: givenId, hint, error });
  const legendId = `${id}-legend`;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      className={containerClassName ?? 'mb-1'}
    >
      <FieldLegend
        id={legendId}
        required={required}
        hidden={hideLegend}
        className={legendClassName}
      >
        {legend}
      </FieldLegend>
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        const descriptionId = `${optionId}-description`;
        return (
          <div key={option.value} className={clsx('form-check', optionClassName)}>
            <input
              {...rest}
              ref={ref}
              id={optionId}
              type="radio"
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              disabled={Boolean(disabled) || option.disabled}
              className={clsx('form-check-input', error && 'is-invalid', className)}
              aria-describedby={joinIds(option.description ? descriptionId : null, describedBy)}
            />
            <label className="form-check-label" htmlFor={optionId}>
              {option.label}
            </label>
            {option.description && (
              <div id={descriptionId} className="form-text mt-0">
                {option.description}
              </div>
            )}
          </div>
        );
      })}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </fieldset>
  );
}
