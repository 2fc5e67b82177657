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
  ])('formats %j as %s, the same on a second call (cached)', (value, text) => {
    expect(formatMoney(value)).toBe(text);
    expect(formatMoney(value)).toBe(text);
  });

  it('stays exact past the cache limit: every amount matches Intl', () => {
    for (let cents = 0; cents < 2500; cents += 1) {
      const amount = cents / 100 + 1000;
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
    expect(formatMoney(1000.07)).toBe('$1,000.07');
  });

  it('reads amounts, two decimals and discounts', () => {
    expect(toAmount('$9.99')).toBe(9.99);
    expect(toFixed2('7')).toBe('7.00');
    expect(hasDiscount('10.00', 9)).toBe(true);
    expect(hasDiscount('9.00', 9)).toBe(false);
  });
});
