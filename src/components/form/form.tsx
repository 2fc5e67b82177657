import { useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import {
  FormProvider,
  get,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { notify } from '@/lib/notify';
import { FormFailureContext, type FormFailure } from './form-failure';
import { readServerErrors } from './server-errors';

/** Our own fallback for a form whose failure the spec does not word; spec forms pass `errorText`. */
const FORM_ERROR_TEXT = 'Something went wrong. Please try again.';

export type FormProps<T extends FieldValues> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onError'
> & {
  /** The caller's `useForm()` result: its typed `register`, `watch` and rules stay in the caller's hands. */
  form: UseFormReturn<T>;
  /** Runs with valid values; a thrown (or rejected) ApiError goes to the fields and the FormAlert. */
  onSubmit: (values: T) => Promise<unknown> | void;
  /** The spec's text for a failure without a server message. */
  errorText?: string;
  /** Also show the failure as a toast (spec: login, promo, checkout...). */
  toastErrors?: boolean;
  /** After a failure is shown: e.g. leave the page for a particular server message. */
  onError?: (message: string, error: unknown) => void;
};

/**
 * A react-hook-form form: validates, runs `onSubmit` once at a time (a second submit while one is
 * pending is ignored; `SubmitButton` shows it), and routes a failure: a server `errors` object onto
 * the fields it names (`setError`), the message and any other lines to `FormAlert`.
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  errorText = FORM_ERROR_TEXT,
  toastErrors,
  onError,
  children,
  ...rest
}: FormProps<T>) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const busy = useRef(false);

  const fail = (error: unknown) => {
    const values = form.getValues();
    const { message, fields, others } = readServerErrors(
      error,
      errorText,
      (name) => get(values, name) !== undefined,
    );
    Object.entries(fields).forEach(([name, text], index) => {
      form.setError(
        name as Path<T>,
        { type: 'server', message: text },
        { shouldFocus: index === 0 },
      );
    });
    setFailure(message || others.length > 0 ? { message: message || errorText, others } : null);
    const shown = message || [...Object.values(fields), ...others].join(' ') || errorText;
    if (toastErrors) notify.error(shown);
    onError?.(shown, error);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The ref, not formState: a second click can arrive before React renders the pending state.
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      await form.handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          fail(error);
        }
      })(event);
    } finally {
      busy.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <FormFailureContext value={failure}>
        <form noValidate {...rest} onSubmit={(event) => void submit(event)}>
          {children}
        </form>
      </FormFailureContext>
    </FormProvider>
  );
}
