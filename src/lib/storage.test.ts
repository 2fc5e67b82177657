import { afterEach, describe, expect, it } from 'vitest';
import { getRole, readCookie, setRole, writeCookie } from './storage';

afterEach(() => {
  document.cookie = 'role=; path=/; max-age=0';
  document.cookie = 'other=; path=/; max-age=0';
});

describe('cookies', () => {
  it('reads back what writeCookie wrote, encoded characters included', () => {
    writeCookie('other', 'a b%c;d');
    expect(readCookie('other')).toBe('a b%c;d');
    setRole(2);
    expect(getRole()).toBe('2');
  });

  it('returns the raw value of a malformed cookie (a lone %) instead of throwing', () => {
    document.cookie = 'role=%; path=/';
    expect(() => getRole()).not.toThrow();
    expect(getRole()).toBe('%');
    document.cookie = 'other=50%off; path=/';
    expect(readCookie('other')).toBe('50%off');
  });

  it('returns null for a cookie that is not there', () => {
    expect(readCookie('missing')).toBeNull();
  });
});
