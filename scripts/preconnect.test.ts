// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preconnectTags } from './preconnect.ts';

describe('preconnect to the API', () => {
  it('opens both connections (API calls and images) to a cross-origin API', () => {
    const tags = preconnectTags({
      apiBaseUrl: 'https://api.shop.example/v1',
      siteBaseUrl: 'https://shop.example',
    });

    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'preconnect', href: 'https://api.shop.example', crossorigin: '' },
      { rel: 'preconnect', href: 'https://api.shop.example' },
    ]);
  });

  it('treats an API as cross-origin when the site address is left to the page', () => {
    expect(preconnectTags({ apiBaseUrl: 'http://localhost:5013', siteBaseUrl: '' })).toHaveLength(
      2,
    );
  });

  it('adds nothing for an API on the site origin or under a path', () => {
    expect(
      preconnectTags({
        apiBaseUrl: 'https://shop.example/api',
        siteBaseUrl: 'https://shop.example',
      }),
    ).toEqual([]);
    expect(preconnectTags({ apiBaseUrl: '/api', siteBaseUrl: 'https://shop.example' })).toEqual([]);
  });
});
