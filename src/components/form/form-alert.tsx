import { clsx } from 'clsx';
import { useFormFailure } from './form-failure';

export type FormAlertProps = {
  /** A failure to show outside a kit `Form` (or instead of its own); inside one, leave it out. */
  message?: string;
  className?: string;
};

/** The form's failure: the server's message (or the spec's fallback) and lines no field took. */
export function FormAlert({ message, className }: FormAlertProps) {
  const formFailure = useFormFailure();
  const failure = message === undefined ? formFailure : { message, others: [] };
  if (!failure || (!failure.message && failure.others.length === 0)) return null;
  return (
    <div role="alert" className={clsx('alert alert-danger py-2', className)}>
      {failure.others.length > 0 ? (
        <>
          <p className="mb-1">{failure.message}</p>
          <ul className="mb-0">
            {failure.others.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        failure.message
      )}
    </div>
  );
}
