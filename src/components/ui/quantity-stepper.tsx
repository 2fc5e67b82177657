import { clsx } from 'clsx';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from 'react-bootstrap';
import './quantity-stepper.css';

export type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label?: string;
  /** Show the label above the control instead of only to screen readers. */
  showLabel?: boolean;
  disabled?: boolean;
  id?: string;
  size?: 'sm';
};

/** − / number / + control; the committed value never goes below `min` (spec: minimum and default 1). */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  showLabel = false,
  disabled = false,
  id: givenId,
  size,
}: QuantityStepperProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  // The text being typed; a value below min (or empty) stays a draft and is never committed.
  const [draft, setDraft] = useState<string | null>(null);
  const inRange = (next: number) => next >= min && (max === undefined || next <= max);

  const commit = (next: number) => {
    setDraft(null);
    if (inRange(next) && next !== value) onChange(next);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setDraft(raw);
    const next = Number(raw);
    if (raw.trim() !== '' && Number.isInteger(next) && inRange(next)) onChange(next);
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={id} className={showLabel ? 'form-label d-block' : 'visually-hidden'}>
        {label}
      </label>
      <div
        className={clsx(
          'input-group flex-nowrap quantity-stepper__group',
          size && `input-group-${size}`,
        )}
      >
        <Button
          variant="outline-secondary"
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="form-control text-center quantity-stepper__input"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={onType}
          onBlur={() => setDraft(null)}
        />
        <Button
          variant="outline-secondary"
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={disabled || (max !== undefined && value >= max)}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
    </div>
  );
}
