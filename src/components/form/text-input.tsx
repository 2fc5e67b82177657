import { clsx } from 'clsx';
import { InputMask } from '@react-input/mask';
import {
  useId,
  useLayoutEffect,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Button } from 'react-bootstrap';
import { InputGroup } from 'react-bootstrap';
import { useStableRef } from '@/hooks/use-stable-ref';
import { maskReplacement, toMaskPattern } from '@/lib/input-mask';
import { Field } from './field';

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
  error,
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
  const generatedId = useId();
  const id = givenId ?? generatedId;
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
      {(controlProps, shownError) => {
        const inputProps = {
          ...rest,
          ...controlProps,
          type: isPassword && revealed ? 'text' : type,
          className: clsx(
            'form-control',
            size && `form-control-${size}`,
            shownError && 'is-invalid',
            rest.className,
          ),
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
        if (!isPassword) return control;
        return (
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
        );
      }}
    </Field>
  );
}
