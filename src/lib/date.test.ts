import { describe, expect, it } from 'vitest';
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
