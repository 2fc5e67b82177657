import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings';
import { DEFAULT_STATIC_PAGE_IDS } from './static-pages';

const idsFrom = (json: string | undefined) =>
  resolveSettings({ VITE_STATIC_PAGE_IDS: json }).staticPageIds;

describe('static page ids (VITE_STATIC_PAGE_IDS)', () => {
  it('defaults to the ids api-notes lists, 43 for auto-ship', () => {
    expect(idsFrom(undefined)).toEqual({
      about: { content: 44, meta: 44 },
      privacy: { content: 41, meta: 12 },
      return_policy: { content: 40, meta: 40 },
      shipping_privacy: { content: 42, meta: 42 },
      autoship: { content: 43, meta: 43 },
    });
  });

  it('overrides one page by one id for both lookups, or each lookup apart', () => {
    const ids = idsFrom('{"autoship": 45, "privacy": {"meta": "13"}, "about": {"content": 7}}');
    expect(ids.autoship).toEqual({ content: 45, meta: 45 });
    expect(ids.privacy).toEqual({ content: 41, meta: 13 });
    expect(ids.about).toEqual({ content: 7, meta: 44 });
    expect(ids.return_policy).toEqual(DEFAULT_STATIC_PAGE_IDS.return_policy);
  });

  it.each([
    ['not JSON', '{autoship: 45'],
    ['a list', '[45]'],
    ['bad ids', '{"autoship": 0, "privacy": {"content": -1, "meta": 1.5}, "about": "x"}'],
    ['unknown pages', '{"home": 1}'],
  ])('keeps the defaults for %s', (_case, json) => {
    expect(idsFrom(json)).toEqual(DEFAULT_STATIC_PAGE_IDS);
  });
});

describe('recipe cookbook URL (VITE_RECIPE_COOKBOOK_URL)', () => {
  it("defaults to the API's stand-in PDF and takes a configured address", () => {
    expect(
      resolveSettings({ VITE_API_BASE_URL: 'https://api.example.com/' }).recipeCookbookUrl,
    ).toBe('https://api.example.com/downloads/recipe-contest-cookbook.pdf');
    expect(
      resolveSettings({ VITE_RECIPE_COOKBOOK_URL: 'https://cdn.example.com/cookbook.pdf' })
        .recipeCookbookUrl,
    ).toBe('https://cdn.example.com/cookbook.pdf');
  });
});
