import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'https://shop.example/item/705',
    'http://localhost:5013/images/products/705.svg',
    '//cdn.example/banner.png',
    '/item/705-apricot-seed-capsules',
    '/images/products/705.svg?v=2#top',
    '/\\shop.example/banner.png',
    'images/a.svg',
    '?page=2',
    '#reviews',
    'mailto:help@apricot.test',
    'tel:+15550100',
    'HTTPS://SHOP.EXAMPLE/',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://shop.example/1',
    'file:///etc/passwd',
    'ftp://files.example/a',
    'http://[::1',
    // Not paths on this origin, though they start with a slash: a host the browser cannot parse.
    '//[',
    '/\\[',
    '/\t/[',
    '/\n/[',
  ])('replaces %j with the fallback', (url) => {
    expect(safeUrl(url)).toBe('');
    expect(safeUrl(url, '/images/fallback-product.svg')).toBe('/images/fallback-product.svg');
  });

  it.each([null, undefined, '', '   '])('gives the fallback for an empty value (%j)', (url) => {
    expect(safeUrl(url, '#fallback')).toBe('#fallback');
  });

  describe('without parsing', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("keeps paths on this origin and media URLs on the API's origin", () => {
      const apiOrigin = new URL(env.apiBaseUrl).origin;
      const media = `${apiOrigin}/images/products/705.svg`;
      const lookalike = `${apiOrigin}@evil.example/a.svg`;
      const parse = vi.fn();
      vi.stubGlobal(
        'URL',
        class CountedURL extends URL {
          constructor(...args: ConstructorParameters<typeof URL>) {
            parse();
            super(...args);
          }
        },
      );
      expect(safeUrl(media)).toBe(media);
      expect(safeUrl('/images/products/705.svg')).toBe('/images/products/705.svg');
      expect(parse).not.toHaveBeenCalled();

      // Anything else is parsed: an origin that only starts like the API's, another origin.
      expect(safeUrl(lookalike)).toBe(lookalike);
      expect(safeUrl('https://shop.example/a')).toBe('https://shop.example/a');
      expect(parse).toHaveBeenCalledTimes(2);
    });
  });

  it('trims surrounding white space from a kept URL', () => {
    expect(safeUrl('  https://shop.example/a  ')).toBe('https://shop.example/a');
  });
});
