import { describe, expect, it } from 'vitest';
import { internalPath, loginHref, safeReturnPath } from './paths';

describe('safeReturnPath: only a path of this shop may be a `from`', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/checkout?step=2', '/checkout?step=2'],
    ['/orderHistory/1001', '/orderHistory/1001'],
    ['/search?search=seeds#results', '/search?search=seeds#results'],
    ['/', '/'],
  ])('accepts %j', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it.each([
    '/\\evil.com',
    '//evil.com',
    '//evil.com/checkout',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com',
    'http://localhost:5173/cart',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.com',
    'checkout',
    ' /checkout',
    '\\\\evil.com',
    '',
    null,
    undefined,
  ])('rejects %j', (from) => {
    expect(safeReturnPath(from)).toBeNull();
  });
});

describe('loginHref', () => {
  it('remembers a safe path, encoded', () => {
    expect(loginHref('/checkout?step=2')).toBe('/login?from=%2Fcheckout%3Fstep%3D2');
  });

  it('drops an unsafe one', () => {
    expect(loginHref('//evil.com')).toBe('/login');
    expect(loginHref(null)).toBe('/login');
  });
});

describe('internalPath', () => {
  it.each([
    ['/store', '/store'],
    ['/store?sort=1#top', '/store?sort=1#top'],
    ['/item/705-apricot-seed-capsules', '/item/705-apricot-seed-capsules'],
  ])('keeps the shop path %j', (link, path) => {
    expect(internalPath(link)).toBe(path);
  });

  it.each([
    '//evil.example/login',
    '/\\evil.example/login',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/store',
    'store',
    'mailto:a@b.example',
    '',
    null,
    undefined,
  ])('refuses %j, which would leave the site or is no path', (link) => {
    expect(internalPath(link)).toBeNull();
  });
});
