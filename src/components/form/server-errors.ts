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
  const fieldsSayItAll = Object.keys(fields).length > 0 && others.length === 0;
  const message = serverMessage(error) ?? (fieldsSayItAll ? '' : getErrorMessage(error, fallback));
  return { message, fields, others };
};
