import { describe, expect, it } from 'vitest';
import { formatMoney, hasDiscount, toAmount, toFixed2 } from './money';

describe('money', () => {
  it.each([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    ['$1,234.5', '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [-3, '-$3.00'],
    [-1234.5, '-$1,234.50'],
    [0.125, '$0.13'],
    [999999.995, '$1,000,000.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    ['abc', '$0.00'],
  ])('formats %j as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('shows no sign on amounts that round to zero', () => {
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
