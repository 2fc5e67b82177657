// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRole, setRole, setToken, tokenLifetime } from './storage';

const NOW = Date.UTC(2026, 10, 28, 5, 0, 0);
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;

/** Every cookie string the page writes (the attributes are not readable back). */
const writtenCookies = () => {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  return written;
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setRole(null);
  setToken(null);
});

describe('the role cookie over https', () => {
  it('is Secure and lives as long as the token’s exp says', () => {
    setToken(jwt({ sub: '1', exp: NOW / 1000 + 3600 }));
    const written = writtenCookies();
    setRole(2);
    expect(written).toEqual(['role=2; path=/; max-age=3600; SameSite=Lax; Secure']);
    expect(getRole()).toBe('2');
  });

  it('ends with the browser session when the token says nothing of its lifetime', () => {
    setToken('demo-token-customer');
    const written = writtenCookies();
    setRole(1);
    expect(written).toEqual(['role=1; path=/; SameSite=Lax; Secure']);
  });

  it('is removed on sign-out, Secure too', () => {
    const written = writtenCookies();
    setRole(null);
    expect(written).toEqual(['role=; path=/; max-age=0; SameSite=Lax; Secure']);
    expect(getRole()).toBeNull();
  });
});

describe('tokenLifetime', () => {
  it.each([
    [jwt({ exp: NOW / 1000 + 90 }), 90],
    [jwt({ exp: NOW / 1000 - 90 }), 0],
    [jwt({ sub: '1' }), undefined],
    ['demo-token-customer', undefined],
    ['a.not-base64-json!.c', undefined],
    [null, undefined],
  ])('of %j is %j seconds', (token, seconds) => {
    expect(tokenLifetime(token)).toBe(seconds);
  });
});
