import { describe, expect, it } from 'vitest';
import { formatMoney, hasDiscount, toAmount, toFixed2 } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('money', () => {
  it.each([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    ['$1,234.5', '$1,234.50'],
    [-3, '-$3.00'],
    [null, '$0.00'],
    ['abc', '$0.00'],
  ])('formats %j as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('writes what Intl writes for every cent from -$30 to $30 and for large, odd and half amounts', () => {
    for (let cents = -3000; cents <= 3000; cents += 1) {
      expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
    }
    for (const amount of [
      1000.07,
      1234567.891,
      999999.995,
      0.125,
      0.135,
      1.005,
      2.675,
      -1234.5,
      1e12,
      0.1 + 0.2,
      123456789012345.67,
      999999999999999.9,
      1e16 + 2,
      1.2345678901234567e19,
    ]) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
    // Where Intl writes "-$0.00", a shopper sees no sign.
    expect(formatMoney(-0.004)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it('reads amounts, two decimals and discounts', () => {
    expect(toAmount('$9.99')).toBe(9.99);
    expect(toFixed2('7')).toBe('7.00');
    expect(hasDiscount('10.00', 9)).toBe(true);
    expect(hasDiscount('9.00', 9)).toBe(false);
  });
});
