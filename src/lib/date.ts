/**
 * The one date helper of the shop. API dates arrive as 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or ISO
 * strings; the calendar day they name is what a shopper must see, so the day is read from the text and
 * formatted in UTC (a local-time parse would show the previous day west of Greenwich).
 */
export type DateStyle = 'numeric' | 'long';

const formatters: Record<DateStyle, Intl.DateTimeFormat> = {
  // MM/DD/YYYY (receipts, loyalty activity: spec part 2 §9).
  numeric: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }),
  // "November 23, 2026" (blog posts).
  long: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
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
  return date ? formatters[style].format(date) : fallback;
};

/** The ISO calendar day ('2026-11-03') for machine-readable `<time dateTime>`; '' when unreadable. */
export const isoDay = (value: unknown): string =>
  parseApiDate(value)?.toISOString().slice(0, 10) ?? '';
