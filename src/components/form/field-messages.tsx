import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** An aria-describedby id list from the ids that apply, or undefined when none does. */
export const joinIds = (...ids: Array<string | false | undefined | null>): string | undefined =>
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
    describedBy: joinIds(own, hint ? hintId : null, error ? errorId : null),
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
