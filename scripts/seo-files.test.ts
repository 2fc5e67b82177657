// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../local-api/node';
import {
  getJson,
  robotsTxt,
  sitemapRoutes,
  sitemapXml,
  staticRoutes,
  type LocalApi,
} from './seo-files.ts';

// The Vitest local API (MSW) answers any host; the "configured" API is another one that fails.
const LOCAL_API = 'http://localhost:5013';
const DOWN_API = 'https://api.down.test';
const failDownApi = () => server.use(http.get(`${DOWN_API}/*`, () => HttpResponse.error()));

const localApi = (): LocalApi & { stop: ReturnType<typeof vi.fn> } => ({
  baseUrl: LOCAL_API,
  stop: vi.fn(async () => undefined),
});

const noLocalApi = () => Promise.reject(new Error('spawn failed'));

describe('robots.txt', () => {
  it('keeps crawlers out of the checkout and account routes and points at the sitemap', () => {
    const lines = robotsTxt('https://shop.example').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/checkout',
      '/store/customer_info',
      '/complete-payment',
      '/OrderHistory',
      '/orderHistory/',
      '/BasicInfo',
      '/EmailPreferences',
      '/AccountDetails',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /store');
    // Crawlable (Lighthouse SEO on /cart), though not in the sitemap.
    expect(lines).not.toContain('Disallow: /cart');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('names no sitemap without a public address', () => {
    expect(robotsTxt('')).not.toContain('Sitemap:');
  });
});

describe('sitemap routes', () => {
  it('lists the public static routes and the API products, categories and blog posts', async () => {
    const startLocalApi = vi.fn(noLocalApi);
    const routes = await sitemapRoutes({
      apiBaseUrl: LOCAL_API,
      get: getJson(),
      startLocalApi,
      log: vi.fn(),
    });

    expect(routes).toEqual(expect.arrayContaining(['/', '/store', '/blogs', '/faq', '/About']));
    expect(routes).toContain('/item/705-apricot-seed-capsules');
    expect(routes).toContain('/category/1-Apricot-Seeds');
    expect(routes).toContain('/blogs/apricot-seed-smoothie');
    // 40 seeded products, listed once each although a product sits in several categories.
    expect(routes.filter((route) => route.startsWith('/item/'))).toHaveLength(40);
    for (const hidden of ['/cart', '/checkout', '/login', '/search', '/OrderHistory'])
      expect(routes).not.toContain(hidden);
    expect(routes.some((route) => route.includes(':'))).toBe(false);
    expect(startLocalApi).not.toHaveBeenCalled();
  });

  it('reads the content from a local API, then stops it, when the configured API does not answer', async () => {
    failDownApi();
    const local = localApi();
    const log = vi.fn();
    const routes = await sitemapRoutes({
      apiBaseUrl: DOWN_API,
      get: getJson(),
      startLocalApi: async () => local,
      log,
    });

    expect(routes).toContain('/item/705-apricot-seed-capsules');
    expect(routes).toContain('/blogs/apricot-seed-smoothie');
    expect(local.stop).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${DOWN_API} did not answer`));
  });

  it('falls back to the static routes when no API answers at all', async () => {
    failDownApi();
    const routes = await sitemapRoutes({
      apiBaseUrl: DOWN_API,
      get: getJson(),
      startLocalApi: noLocalApi,
      log: vi.fn(),
    });

    expect(routes).toEqual(staticRoutes());
  });

  it('stops the local API even when it answers badly', async () => {
    failDownApi();
    server.use(http.get(`${LOCAL_API}/blog`, () => HttpResponse.json({}, { status: 500 })));
    const local = localApi();
    const routes = await sitemapRoutes({
      apiBaseUrl: DOWN_API,
      get: getJson(),
      startLocalApi: async () => local,
      log: vi.fn(),
    });

    expect(routes).toEqual(staticRoutes());
    expect(local.stop).toHaveBeenCalledTimes(1);
  });

  it('skips rows without an id or a slug', async () => {
    server.use(
      http.get(`${LOCAL_API}/products`, () =>
        HttpResponse.json([
          {
            category_title: 'Oils',
            products: [{ product_url: 'no id' }, { id: 9, product_url: 'a b' }],
          },
        ]),
      ),
      http.get(`${LOCAL_API}/categories/`, () => HttpResponse.json([{ category_title: 'x' }])),
      http.get(`${LOCAL_API}/blog`, () => HttpResponse.json([{ slug: '' }, { slug: null }])),
    );
    const routes = await sitemapRoutes({
      apiBaseUrl: LOCAL_API,
      get: getJson(),
      startLocalApi: noLocalApi,
      log: vi.fn(),
    });

    expect(routes).toEqual([...staticRoutes(), '/item/9-a-b']);
  });
});

describe('sitemap.xml', () => {
  it('writes each route once as an escaped absolute URL', () => {
    const xml = sitemapXml('https://shop.example', ['/', '/search?a=1&b=2', '/']);

    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc></url>',
        '  <url><loc>https://shop.example/search?a=1&amp;b=2</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
