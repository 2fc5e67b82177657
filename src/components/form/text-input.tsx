import { clsx } from 'clsx';
import { InputMask } from '@react-input/mask';
import { useLayoutEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useStableRef } from '@/hooks/use-stable-ref';
import { maskReplacement, toMaskPattern } from '@/lib/input-mask';
import { FieldLabel } from './field-label';
import { FieldMessages, useFieldIds } from './field-messages';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Spec 9-notation: each 9 is one digit, e.g. '9999 9999 9999 9999', '99/99', '999'. */
  mask?: string;
  size?: 'sm' | 'lg';
  containerClassName?: string;
};

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M3 3l18 18" />}
  </svg>
);

/** Spec §2.10 text input: optional label, asterisk when required, optional mask, password show/hide. */
export function TextInput({
  label,
  hideLabel,
  error: givenError,
  hint,
  mask,
  size,
  containerClassName,
  id: givenId,
  type = 'text',
  required,
  ref,
  ...rest
}: TextInputProps) {
  const error = useFieldError(rest.name, givenError);
  const { id, hintId, errorId, describedBy } = useFieldIds({
    id: givenId,
    hint,
    error,
    describedBy: rest['aria-describedby'],
  });
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  const maskRef = useStableRef(ref);

  // @react-input/mask polls the caret on a timer from focus until blur, and a focused input that is
  // removed gets no blur. A layout cleanup runs before the input's ref detaches (and the mask drops
  // its listeners), so a blur sent here stops the timer.
  useLayoutEffect(() => {
    if (!mask) return undefined;
    const node = document.getElementById(id);
    return () => {
      node?.dispatchEvent(new FocusEvent('blur'));
    };
  }, [id, mask]);

  const inputProps = {
    ...rest,
    id,
    type: isPassword && revealed ? 'text' : type,
    className: clsx(
      'form-control',
      size && `form-control-${size}`,
      error && 'is-invalid',
      rest.className,
    ),
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const control = mask ? (
    <InputMask
      {...inputProps}
      ref={maskRef}
      mask={toMaskPattern(mask)}
      replacement={maskReplacement}
    />
  ) : (
    <input {...inputProps} ref={ref} />
  );

  return (
    <Form.Group className={containerClassName ?? 'mb-1'}>
      {label !== undefined && (
        <FieldLabel htmlFor={id} required={required} hidden={hideLabel}>
          {label}
        </FieldLabel>
      )}
      {isPassword ? (
        <InputGroup hasValidation>
          {control}
          <Button
            variant="outline-secondary"
            className="field-password-toggle"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
          >
            <EyeIcon open={revealed} />
          </Button>
        </InputGroup>
      ) : (
        control
      )}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </Form.Group>
  );
}
