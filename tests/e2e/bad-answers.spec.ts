import type { Page } from '@playwright/test';
import { apiURL, expect, test } from './fixtures';

/**
 * No API answer can take the shop down. Every JSON answer of the shop's API (the real
 * answer, fetched and then spoiled) reaches the page with every scalar null, as {} or [], or with
 * wrong types; each page still shows its header, footer, one h1 and a clear message, and logs no
 * page error or console error (the fixtures fail the test on either).
 */

type Spoil = (answer: unknown) => unknown;

const mapLeaves = (value: unknown, leaf: (scalar: unknown) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, leaf)]),
    );
  return leaf(value);
};

/** Strings for numbers, numbers for strings, booleans and arrays replaced by other types. */
const wrongTypes: Spoil = (value) => {
  if (Array.isArray(value)) return { 0: value.map(wrongTypes) };
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongTypes(item)]));
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'string') return 42;
  if (typeof value === 'boolean') return 'maybe';
  return value;
};

const spoilers: Record<string, Spoil> = {
  'every scalar null': (answer) => mapLeaves(answer, () => null),
  '{}': () => ({}),
  '[]': () => [],
  'wrong types': wrongTypes,
};

/** Serves every GET answer of the shop's API spoiled (the third-party IP services stay real). */
const spoilAnswers = async (page: Page, spoil: Spoil) => {
  await page.route(`${apiURL}/**`, async (route) => {
    const request = route.request();
    const isApiCall = ['fetch', 'xhr'].includes(request.resourceType());
    if (request.method() !== 'GET' || !isApiCall || request.url().includes('/__ext/'))
      return route.continue();
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: spoil(await response.json()) });
  });
};

type PageCase = {
  url: string;
  heading: RegExp;
  message: RegExp;
  /** The heading once the spoiled answer is in, where wrong types change it (42 is read as '42'). */
  wrongTypesHeading?: RegExp;
};

const pages: Record<string, PageCase> = {
  // The banner's h1 is the content service's title; no usable title falls back to ours.
  home: { url: '/', heading: /^Apricot Storefront$/, message: /No products found\./ },
  store: { url: '/store', heading: /^Products$/, message: /^No products found\.$/ },
  category: {
    url: '/category/1-Apricot-Seeds',
    heading: /^Apricot Seeds$/,
    message: /^No products found in this category\.$/,
    // The answer's category_title 42 is a title the schema keeps (as text); the others fall back to the URL's.
    wrongTypesHeading: /^42$/,
  },
  product: {
    url: '/item/705-apricot-seed-capsules',
    heading: /^Product not found$/,
    message: /This product is not available\./,
  },
  search: {
    url: '/search?search=apricot',
    heading: /^Search results for “apricot”$/,
    message: /^No products found for “apricot”\.$/,
  },
  cart: { url: '/cart', heading: /^Cart$/, message: /^Your cart is empty$/ },
};

for (const [answerName, spoil] of Object.entries(spoilers)) {
  test.describe(`answers with ${answerName}`, () => {
    for (const [pageName, { url, heading, message, wrongTypesHeading }] of Object.entries(pages)) {
      test(`${pageName} (${url}) stays usable`, async ({ page }) => {
        await spoilAnswers(page, spoil);
        await page.goto(url);
        // The message first: the heading is judged once the spoiled answer is in, not while loading.
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          answerName === 'wrong types' && wrongTypesHeading ? wrongTypesHeading : heading,
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('banner')).toBeVisible();
        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect(menu.getByRole('link', { name: 'All Products', exact: true })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByText('Something went wrong')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
      });
    }
  });
}
