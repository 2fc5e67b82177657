import { clsx } from 'clsx';
import { useId, type CSSProperties } from 'react';

export type LabelledSelectOption = { value: string; label: string };

export type LabelledSelectProps = {
  label: string;
  /** Text of the first option, whose value is ''. */
  emptyLabel: string;
  options: readonly LabelledSelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The label beside the select instead of above it. */
  inline?: boolean;
  className?: string;
  selectStyle?: CSSProperties;
};

/**
 * A labelled select that steers a page's list (its order), outside any form. Plain elements with
 * Bootstrap's classes: a listing page with one does not load the form kit (react-hook-form) for it.
 */
export function LabelledSelect({
  label,
  emptyLabel,
  options,
  value,
  onChange,
  inline = false,
  className,
  selectStyle,
}: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={clsx(inline && 'd-flex align-items-center gap-2', className) || undefined}>
      <label htmlFor={id} className={clsx('form-label', inline && 'mb-0 text-nowrap')}>
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={selectStyle}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
