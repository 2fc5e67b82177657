import { clsx } from 'clsx';
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Form } from 'react-bootstrap';
import { ratingText, StarRating } from '@/components/ui/star-rating';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './rating-input.css';

export type RatingInputProps = {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLDivElement>;
  id?: string;
  /** The most stars (5). */
  max?: number;
  /** What one arrow key press changes (0.5: half stars). */
  step?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Star size in px. */
  size?: number;
  containerClassName?: string;
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * A fractional star rating to fill in, with `Controller` (`value` a number). A slider: arrow keys
 * change it by `step`, Page Up/Down by a whole star, Home/End go to 0 and `max`; a click picks the
 * half (or whole) star under the pointer. Read aloud as "4.5 out of 5 stars".
 */
export function RatingInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id: givenId,
  max = 5,
  step = 0.5,
  required,
  disabled,
  error: givenError,
  hint,
  size = 32,
  containerClassName,
}: RatingInputProps) {
  const labelId = useId();
  const error = useFieldError(name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({ id: givenId, hint, error });
  const rating = clamp(Number.isFinite(value) ? value : 0, max);
  const set = (next: number) => {
    if (!disabled && next !== rating) onChange(clamp(next, max));
  };

  const KEYS: Record<string, () => number> = {
    ArrowRight: () => rating + step,
    ArrowUp: () => rating + step,
    ArrowLeft: () => rating - step,
    ArrowDown: () => rating - step,
    PageUp: () => rating + 1,
    PageDown: () => rating - 1,
    Home: () => 0,
    End: () => max,
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    set(next());
  };
  // The pointer's place along the stars, rounded up to the next step (a click on a star's left half is x.5).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const share = (event.clientX - box.left) / box.width;
    set(Math.max(step, Math.ceil((share * max) / step) * step));
  };

  return (
    <Form.Group className={containerClassName ?? 'mb-1'}>
      <div id={labelId} className="form-label">
        {label}
        {required && (
          <span className="field-required ms-1" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="rating-input">
        <div
          ref={ref}
          id={id}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={rating}
          aria-valuetext={ratingText(rating, max)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={describedBy}
          className={clsx('rating-input__stars', error && 'is-invalid')}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onBlur={onBlur}
        >
          <span aria-hidden="true">
            <StarRating value={rating} outOf={max} size={size} />
          </span>
        </div>
        <span className="rating-input__value" aria-hidden="true">
          {rating} / {max}
        </span>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </Form.Group>
  );
}
