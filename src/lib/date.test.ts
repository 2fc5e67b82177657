import { describe, expect, it, vi } from 'vitest';
import { formatDate, isoDay, parseApiDate } from './date';

describe('formatDate (receipts and activity: MM/DD/YYYY)', () => {
  it.each([
    ['2026-11-03', '11/03/2026'],
    ['2026-11-03 23:59:59', '11/03/2026'],
    ['2026-01-09T00:30:00.000000Z', '01/09/2026'],
    ['2026-12-31T23:30:00-08:00', '12/31/2026'],
  ])('%s → %s, the calendar day written in the answer', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('writes the long style for posts', () => {
    expect(formatDate('2026-11-23', 'long')).toBe('November 23, 2026');
  });

  it.each([null, undefined, '', 'soon', '2026-02-31', {}, Number.NaN])(
    'gives the fallback for %p',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDate(value, 'numeric', 'N/A')).toBe('N/A');
    },
  );

  it('reads timestamps and Date objects', () => {
    const noonUtc = Date.UTC(2026, 10, 23, 12);
    expect(formatDate(noonUtc)).toBe('11/23/2026');
    expect(formatDate(new Date(noonUtc))).toBe('11/23/2026');
    expect(parseApiDate(new Date('nope'))).toBeNull();
  });

  it('gives the ISO day for <time dateTime>', () => {
    expect(isoDay('2026-11-03 10:00:00')).toBe('2026-11-03');
    expect(isoDay('never')).toBe('');
  });
});

describe('start-up cost (the comment in date.ts)', () => {
  it('formats without Intl.DateTimeFormat, whose first use loads ICU data', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-11-03')).toBe('11/03/2026');
    expect(formatDate('2026-01-09T23:30:00Z', 'long')).toBe('January 9, 2026');
    expect(built).not.toHaveBeenCalled();
  });

  it('writes every day of 1999-2030 as en-US Intl.DateTimeFormat in UTC would', () => {
    const utc = { timeZone: 'UTC', year: 'numeric' } as const;
    const numeric = new Intl.DateTimeFormat('en-US', { ...utc, month: '2-digit', day: '2-digit' });
    const long = new Intl.DateTimeFormat('en-US', { ...utc, month: 'long', day: 'numeric' });
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const day = new Date(time);
      expect(formatDate(day)).toBe(numeric.format(day));
      expect(formatDate(day, 'long')).toBe(long.format(day));
    }
  });
});
