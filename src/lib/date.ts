/**
 * The one date helper of the shop. API dates arrive as 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or ISO
 * strings; the calendar day they name is what a shopper must see, so the day is read from the text and
 * formatted in UTC (a local-time parse would show the previous day west of Greenwich).
 */
export type DateStyle = 'numeric' | 'long';

/** The months' names, January first (the long date style, the form kit's month select). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

// Both formats are fixed en-US, so they are written out: the page's first Intl.DateTimeFormat loads
// ICU's calendar and time-zone data, 120-270 ms of start-up at 4x CPU on every page traced
// (`npm run bench -- --profile`), dates shown or not.
const FORMATS: Record<DateStyle, (day: Date) => string> = {
  // MM/DD/YYYY (receipts, loyalty activity: spec part 2 §9).
  numeric: (day) =>
    `${twoDigits(day.getUTCMonth() + 1)}/${twoDigits(day.getUTCDate())}/${day.getUTCFullYear()}`,
  // "November 23, 2026" (blog posts).
  long: (day) => `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`,
};

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day an API value names, as a UTC midnight Date; null for anything unreadable. */
export const parseApiDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const day = CALENDAR_DAY.exec(value.trim());
  if (day) {
    const [, year, month, date] = day.map(Number);
    const parsed = new Date(Date.UTC(year, month - 1, date));
    // Reject rolled-over days such as 2026-02-31.
    return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date ? parsed : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** `formatDate('2026-11-03')` → '11/03/2026'; an unreadable value gives `fallback` ('' unless given). */
export const formatDate = (value: unknown, style: DateStyle = 'numeric', fallback = ''): string => {
  const date = parseApiDate(value);
  return date ? FORMATS[style](date) : fallback;
};

/** The ISO calendar day ('2026-11-03') for machine-readable `<time dateTime>`; '' when unreadable. */
export const isoDay = (value: unknown): string =>
  parseApiDate(value)?.toISOString().slice(0, 10) ?? '';
