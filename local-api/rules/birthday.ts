export const MIN_AGE = 13;

export type BirthdayCheck =
  { ok: true; day: number; month: number; year: number } | { ok: false; message: string };

/** Server-side copy of the spec's birthday rules (part 1 §5), with the same texts. */
export const checkBirthday = (
  input: { day?: unknown; month?: unknown; year?: unknown },
  now: Date,
): BirthdayCheck => {
  const parts = [input.day, input.month, input.year];
  if (parts.some((part) => part === undefined || part === null || String(part).trim() === '')) {
    return { ok: false, message: 'Please complete your birth date.' };
  }
  const [day, month, year] = parts.map((part) => Number(part));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    ![day, month, year].every(Number.isInteger) ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return { ok: false, message: 'Please enter a valid date.' };
  }
  if (date.getTime() > now.getTime())
    return { ok: false, message: 'Birth date cannot be in the future.' };
  const thirteenth = new Date(Date.UTC(year + MIN_AGE, month - 1, day));
  if (thirteenth.getTime() > now.getTime())
    return { ok: false, message: 'You must be at least 13 years old.' };
  return { ok: true, day, month, year };
};
