/** Spec part 2 §3: "List values are sent joined by a comma and a space." */
export const LIST_SEPARATOR = ', ';

export const joinList = (values: readonly string[]): string => values.join(LIST_SEPARATOR);

export const splitList = (value: string | null | undefined): string[] =>
  value ? value.split(LIST_SEPARATOR) : [];

/**
 * A multipart body from form values: files as themselves, lists joined, other values as text. An
 * empty value (null/undefined, e.g. no attachment chosen) is left out: never the string "null".
 */
export const toFormData = (values: Record<string, unknown>): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(key, value);
    else if (Array.isArray(value)) data.append(key, joinList(value.map(String)));
    else data.append(key, String(value));
  }
  return data;
};
