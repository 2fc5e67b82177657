import { get, useFormContext, type FieldError } from 'react-hook-form';

/**
 * A field's error text: the one given, else (inside a kit `Form`) the form's error for `name`, so a
 * registered field shows its rule's message and a server error set with `setError` without wiring.
 */
export function useFieldError(name: string | undefined, given: string | undefined) {
  const form = useFormContext();
  if (given !== undefined || !form || !name) return given;
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return error?.message;
}
