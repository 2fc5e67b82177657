import { apiURL, expect, firstAppScript, test } from './fixtures';

/**
 * The nginx project only (playwright.config.ts): the production build served by nginx with the site
 * config deploy/nginx.conf is generated from (scripts/nginx-serve.ts). Headers beyond the security
 * set: caching, compression, the SPA fallback and what is not published.
 */
test('hashed assets are immutable for a year and gzipped; the app shell is revalidated', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const script = await firstAppScript(page);
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  for (const path of ['/', '/index.html', '/favicon.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('a prerendered page is served as its own file, every other route gets the SPA fallback; a missing asset or dot-file is a 404', async ({
  page,
  request,
}) => {
  const product = await request.get('/item/705-apricot-seed-capsules?ref=1');
  expect(product.status()).toBe(200);
  expect(product.headers()['content-type']).toMatch(/text\/html/);
  expect(await product.text()).toContain('<h1 class="h2">Apricot Seed Capsules</h1>');

  const deepLink = await request.get('/orderHistory/1');
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toContain('"isSpaMode":true');

  const missing = await request.get('/assets/missing-0000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('crawlers get robots.txt and a sitemap of absolute URLs; the shell preconnects to the API', async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = (await robots.text()).split('\n');
  expect(rules).toContain('Disallow: /checkout');
  const sitemapLine = rules.find((line) => line.startsWith('Sitemap: '));
  expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  const site = sitemapLine!.slice('Sitemap: '.length).replace(/\/sitemap\.xml$/, '');
  expect(xml).toContain(`<loc>${site}/item/705-apricot-seed-capsules</loc>`);
  expect(xml).toContain(`<loc>${site}/blogs/apricot-seed-smoothie</loc>`);
  expect(xml).not.toContain(`<loc>${site}/cart</loc>`);

  await page.goto('/');
  expect(new URL(baseURL ?? '').origin).not.toBe(apiURL);
  await expect(page.locator(`link[rel="preconnect"][href="${apiURL}"]`)).toHaveCount(2);
});
