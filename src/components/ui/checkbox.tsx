import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy } from './field-label';
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
  error,
  hint,
  asSwitch,
  containerClassName,
  id: givenId,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className={containerClassName ?? 'mb-1'}>
      <div className={['form-check', asSwitch ? 'form-switch' : ''].join(' ').trim()}>
        <input
          {...rest}
          ref={ref}
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={['form-check-input', error ? 'is-invalid' : '', className ?? '']
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            rest['aria-describedby'],
            hint ? hintId : null,
            error ? errorId : null,
          )}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint && (
        <Form.Text id={hintId} className="d-block" muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={errorId} className="field-error d-block">
        {error}
      </Form.Control.Feedback>
    </div>
  );
}
