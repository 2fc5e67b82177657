import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { MONTHS } from '@/lib/date';
import { EMPTY_DATE, type DateParts } from './date-rules';
import { FieldLegend } from './field-legend';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type DateFieldsProps = {
  legend: ReactNode;
  value: DateParts | null | undefined;
  onChange: (value: DateParts) => void;
  onBlur?: () => void;
  name?: string;
  /** Goes to the month select, so a failed rule can focus the date. */
  ref?: Ref<HTMLSelectElement>;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  hideLegend?: boolean;
  legendClassName?: string;
  labels?: { month?: string; day?: string; year?: string };
  /** 'bday' lets the browser fill a birth date. */
  autoComplete?: 'bday';
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * A date as a month select and day and year inputs, with `Controller` and `dateValidator`:
 * `rules={{ validate: dateValidator(messages, { minAge: 13 }) }} render={({ field }) => <DateFields {...field} legend=... />}`.
 */
export function DateFields({
  legend,
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
  labels = {},
  autoComplete,
  error: givenError,
  hint,
  containerClassName,
}: DateFieldsProps) {
  const error = useFieldError(name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({ id: givenId, hint, error });
  const parts = value ?? EMPTY_DATE;
  const set = (part: keyof DateParts, next: string) => onChange({ ...parts, [part]: next });
  const common = {
    disabled,
    onBlur,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const monthLabel = labels.month ?? 'Month';
  const fill = (part: keyof DateParts) => (autoComplete ? `${autoComplete}-${part}` : undefined);

  return (
    <fieldset className={containerClassName ?? 'mb-1'}>
      <FieldLegend required={required} hidden={hideLegend} className={legendClassName}>
        {legend}
      </FieldLegend>
      <div className="row g-2">
        <div className="col-5">
          <label htmlFor={`${id}-month`} className="form-label small mb-1">
            {monthLabel}
          </label>
          <select
            {...common}
            ref={ref}
            id={`${id}-month`}
            autoComplete={fill('month')}
            value={parts.month}
            onChange={(event) => set('month', event.target.value)}
            className={clsx('form-select', error && 'is-invalid')}
          >
            <option value="">{monthLabel}</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className="col-3">
          <label htmlFor={`${id}-day`} className="form-label small mb-1">
            {labels.day ?? 'Day'}
          </label>
          <input
            {...common}
            id={`${id}-day`}
            inputMode="numeric"
            maxLength={2}
            autoComplete={fill('day')}
            value={parts.day}
            onChange={(event) => set('day', event.target.value)}
            className={clsx('form-control', error && 'is-invalid')}
          />
        </div>
        <div className="col-4">
          <label htmlFor={`${id}-year`} className="form-label small mb-1">
            {labels.year ?? 'Year'}
          </label>
          <input
            {...common}
            id={`${id}-year`}
            inputMode="numeric"
            maxLength={4}
            autoComplete={fill('year')}
            value={parts.year}
            onChange={(event) => set('year', event.target.value)}
            className={clsx('form-control', error && 'is-invalid')}
          />
        </div>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </fieldset>
  );
}
