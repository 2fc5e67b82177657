import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('is not Secure over plain http (local use), or the browser would drop it', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    setRole(2);
    vi.restoreAllMocks();
    expect(written).toEqual(['role=2; path=/; SameSite=Lax']);
    expect(getRole()).toBe('2');
  });

  it('returns null for a cookie that is not there', () => {
    expect(readCookie('missing')).toBeNull();
  });
});
