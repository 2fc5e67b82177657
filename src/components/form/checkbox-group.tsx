import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { joinList, splitList } from '@/lib/form-data';
import { FieldLegend } from './field-legend';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type CheckboxOption = { value: string; label?: ReactNode };

export type CheckboxGroupProps = {
  legend: ReactNode;
  /** The spec's list items; each label defaults to its value. Values never contain ', '. */
  options: readonly (CheckboxOption | string)[];
  /** The chosen values joined by ', ' in the options' order, as the spec sends lists. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Goes to the first box, so a failed rule can focus the group. */
  ref?: Ref<HTMLInputElement>;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  hideLegend?: boolean;
  legendClassName?: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

const toOption = (option: CheckboxOption | string): CheckboxOption =>
  typeof option === 'string' ? { value: option } : option;

/** A multi-select as checkboxes, with `Controller`: `render={({ field }) => <CheckboxGroup {...field} .../>}`. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id: givenId,
  required,
  disabled,
  hideLegend,
  legendClassName,
  error: givenError,
  hint,
  containerClassName,
}: CheckboxGroupProps) {
  const error = useFieldError(name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({ id: givenId, hint, error });
  const items = options.map(toOption);
  const chosen = new Set(splitList(value));

  const toggle = (item: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(item);
    else next.delete(item);
    onChange(joinList(items.map((option) => option.value).filter((option) => next.has(option))));
  };

  return (
    <fieldset aria-describedby={describedBy} className={containerClassName ?? 'mb-1'}>
      <FieldLegend required={required} hidden={hideLegend} className={legendClassName}>
        {legend}
      </FieldLegend>
      {items.map((option, index) => {
        const optionId = `${id}-${index}`;
        return (
          <div key={option.value} className="form-check">
            <input
              ref={index === 0 ? ref : undefined}
              id={optionId}
              type="checkbox"
              name={name}
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
              className={clsx('form-check-input', error && 'is-invalid')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            <label className="form-check-label" htmlFor={optionId}>
              {option.label ?? option.value}
            </label>
          </div>
        );
      })}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </fieldset>
  );
}
