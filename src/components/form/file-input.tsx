import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Form } from 'react-bootstrap';
import { FieldLabel } from './field-label';
import { FieldMessages, useFieldIds } from './field-messages';
import { fileProblem, type FileLimits } from './file-rules';
import { useFieldError } from './use-field-error';
import './form-field.css';

export type FileInputProps = FileLimits & {
  label: ReactNode;
  /** The chosen file, kept in form state; null when none. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** The message for a file outside `accept` / over `maxSize` (a clear default otherwise). */
  typeError?: string;
  sizeError?: string;
  error?: string;
  /** Under the field: limits, or an upload's progress. */
  hint?: ReactNode;
  containerClassName?: string;
};

/**
 * One file, with `Controller`: `render={({ field }) => <FileInput {...field} accept={[...]} />}`.
 * A file of the wrong type or size is refused at once with its message, and the field stays empty.
 */
export function FileInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  id: givenId,
  required,
  disabled,
  hideLabel,
  accept,
  maxSize,
  typeError,
  sizeError,
  error: givenError,
  hint,
  containerClassName,
}: FileInputProps) {
  const [refusal, setRefusal] = useState('');
  const formError = useFieldError(name, givenError);
  const error = refusal || formError;
  const { id, hintId, errorId, describedBy } = useFieldIds({ id: givenId, hint, error });
  const input = useRef<HTMLInputElement | null>(null);

  // The browser keeps showing the last picked name: clear it when the form's value is emptied.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  const setNode = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? fileProblem(file, { accept, maxSize }, { typeError, sizeError }) : '';
    setRefusal(problem);
    if (problem) event.target.value = '';
    onChange(problem ? null : file);
  };

  return (
    <Form.Group className={containerClassName ?? 'mb-1'}>
      <FieldLabel htmlFor={id} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        ref={setNode}
        id={id}
        type="file"
        name={name}
        accept={accept?.join(',')}
        disabled={disabled}
        onChange={choose}
        onBlur={onBlur}
        className={clsx('form-control', error && 'is-invalid')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </Form.Group>
  );
}
