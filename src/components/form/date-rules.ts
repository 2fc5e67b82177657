/** A date as its three fields: month '1'-'12' (the select's value), day and year as typed. */
export type DateParts = { month: string; day: string; year: string };

export const EMPTY_DATE: DateParts = { month: '', day: '', year: '' };

/** The caller's texts (the feature's messages.ts); a check runs only when its text is given. */
export type DateMessages = {
  required: string;
  invalid: string;
  future?: string;
  tooYoung?: string;
};

type DateOptions = {
  /** Years the date must lie back (with `tooYoung`). */
  minAge?: number;
  /** The current date; a test can fix it. */
  today?: () => Date;
};

/** The date the parts name, or null when they are not a real calendar date. */
export const toDate = ({ month, day, year }: DateParts): Date | null => {
  if (!/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day.trim()) || !/^\d{4}$/.test(year.trim()))
    return null;
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
};

/**
 * A `validate` rule for DateFields: all three parts, a real date, not in the future, at least
 * `minAge` years ago; each failure gives the caller's text (e.g. the spec's four birthday messages).
 */
export const dateValidator =
  (messages: DateMessages, { minAge, today = () => new Date() }: DateOptions = {}) =>
  (value: DateParts | null | undefined): true | string => {
    const parts = value ?? EMPTY_DATE;
    if (!parts.month || !parts.day.trim() || !parts.year.trim()) return messages.required;
    const date = toDate(parts);
    if (!date) return messages.invalid;
    const now = today();
    if (messages.future && date > now) return messages.future;
    if (messages.tooYoung && minAge !== undefined) {
      const latest = new Date(now.getFullYear() - minAge, now.getMonth(), now.getDate());
      if (date > latest) return messages.tooYoung;
    }
    return true;
  };
