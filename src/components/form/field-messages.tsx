import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** Ids that describe a field: the caller's own first, then the hint, then the error when there is one. */
const describedBy = (...ids: Array<string | false | undefined | null>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

type FieldIdsInput = {
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** The caller's own aria-describedby, kept in front. */
  describedBy?: string;
};

/** The ids a form field needs: its own (given or generated), its hint's and error's, and aria-describedby. */
export function useFieldIds({ id: givenId, hint, error, describedBy: own }: FieldIdsInput) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    id,
    hintId,
    errorId,
    describedBy: describedBy(own, hint ? hintId : null, error ? errorId : null),
  };
}

type FieldMessagesProps = {
  hintId: string;
  hint?: ReactNode;
  errorId: string;
  error?: string;
};

/** A field's hint and its error row (the error row is always there, empty until there is an error). */
export function FieldMessages({ hintId, hint, errorId, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <Form.Text id={hintId} className="d-block" muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid" id={errorId} className="field-error d-block">
        {error}
      </Form.Control.Feedback>
    </>
  );
}
