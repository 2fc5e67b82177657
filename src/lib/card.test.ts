import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card';

describe('maskCardNumber', () => {
  it.each([
    ['4111 1111 1111 1234', '**** **** **** 1234'],
    ['4111111111115678', '**** **** **** 5678'],
    ['**** **** **** 1111', '**** **** **** 1111'],
  ])('shows %s as %s', (value, shown) => expect(maskCardNumber(value)).toBe(shown));
});
