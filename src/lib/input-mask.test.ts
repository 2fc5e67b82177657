import { describe, expect, it } from 'vitest';
import { toMaskPattern, unmaskDigits } from './input-mask';

describe('input mask helpers', () => {
  it('converts the spec 9-notation to the @react-input/mask notation', () => {
    expect(toMaskPattern('9999 9999 9999 9999')).toBe('____ ____ ____ ____');
    expect(toMaskPattern('99/99')).toBe('__/__');
    expect(toMaskPattern('999')).toBe('___');
  });

  it('strips mask literals', () => {
    expect(unmaskDigits('4111 1111 1111 1111')).toBe('4111111111111111');
  });
});
