import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStorage,
  getRole,
  PRIVACY_CHOICES_KEY,
  readCookie,
  setPendingNotice,
  setRole,
  takePendingNotice,
  writeCookie,
} from './storage';

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

describe('pending notice', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('is shown by the document that opens its path, once', () => {
    setPendingNotice('Your session has expired. Please log in again.', '/login?from=%2Ffaq');
    expect(takePendingNotice('/login?from=%2Ffaq')).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(takePendingNotice('/login?from=%2Ffaq')).toBeNull();
  });

  it('is dropped by a document at another path, or after a minute', () => {
    setPendingNotice('Your session has expired. Please log in again.', '/login?from=%2Ffaq');
    expect(takePendingNotice('/store')).toBeNull();
    expect(takePendingNotice('/login?from=%2Ffaq')).toBeNull();

    vi.useFakeTimers();
    setPendingNotice('Your session has expired. Please log in again.', '/login');
    vi.advanceTimersByTime(61_000);
    expect(takePendingNotice('/login')).toBeNull();
  });
});

describe('clearStorage (sign-out)', () => {
  it('clears the account data and keeps the privacy choices of this device', () => {
    window.localStorage.setItem('login', 'token-1');
    window.localStorage.setItem(PRIVACY_CHOICES_KEY, '{"marketing":false,"reviews":true,"at":1}');
    clearStorage();
    expect(window.localStorage.getItem('login')).toBeNull();
    expect(window.localStorage.getItem(PRIVACY_CHOICES_KEY)).toBe(
      '{"marketing":false,"reviews":true,"at":1}',
    );
  });
});
