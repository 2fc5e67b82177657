import {
  flattenErrors,
  getErrorMessage,
  isApiError,
  serverMessage,
  toApiError,
} from '@/api/errors';

export type ServerErrors = {
  /** For the form's alert: the server's message, else the fallback; '' when the fields say it all. */
  message: string;
  /** First message per field the form has. */
  fields: Record<string, string>;
  /** Lines for keys the form has no field for, and an `errors` list or text: listed in the alert. */
  others: string[];
};

/** Splits a failure into the form's alert and its fields (a server `errors` object keyed by field). */
export const readServerErrors = (
  error: unknown,
  fallback: string,
  isField: (name: string) => boolean,
): ServerErrors => {
  const { errors } = isApiError(error) ? error : toApiError(error);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [name, value] of Object.entries(errors as Record<string, unknown>)) {
      const lines = flattenErrors(value);
      if (lines.length === 0) continue;
      if (isField(name)) fields[name] = lines[0] ?? '';
      else others.push(...lines);
    }
  } else {
    others.push(...flattenErrors(errors));
  }
  const fieldLines = Object.values(fields);
  const told = serverMessage(error);
  let message = told ?? getErrorMessage(error, fallback);
  // When the fields say it all, the alert adds only a message of its own (an API often repeats the
  // first field's error as its message).
  if (fieldLines.length > 0 && others.length === 0)
    message = told && !fieldLines.includes(told) ? told : '';
  return { message, fields, others };
};
