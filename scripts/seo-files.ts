/**
 * robots.txt and sitemap.xml, written next to every production build (the `seoFiles` Vite plugin in
 * vite.config.ts, so `npm run build`, the e2e and bench builds all get them). The sitemap lists the
 * public static routes and, from the API's list endpoints (GET /products/, GET /categories/,
 * GET /blog), every product, category and blog post. The API is the build's VITE_API_BASE_URL when it
 * answers, else a local API started for the build (scripts/local-api-run.ts). Nothing here fails the
 * build: without any API the sitemap holds the static routes only.
 */
import * as v from 'valibot';
import { entity, id, list, rows, text } from '../src/api/schema.ts';
import { blogHref, categoryHref, itemHref, paths, type PathKey } from '../src/config/paths.ts';
import { escapeMarkup } from '../src/lib/escape-markup.ts';

/** Routes crawlers must stay out of: checkout and the account (robots.txt Disallow). */
export const PRIVATE_ROUTES: readonly PathKey[] = [
  'checkout',
  'customerInfo',
  'completePayment',
  'submitFeedback',
  'orderHistory',
  'orderDetail',
  'basicInfo',
  'emailPreferences',
  'accountDetails',
];

/**
 * Public, but nothing to list: sign-in steps, search results and the cart. The cart stays crawlable
 * (a crawler sees 'Your cart is empty'): disallowing it fails Lighthouse's is-crawlable audit, and
 * SEO 100 is a goal on /cart (decision 022).
 */
const UNLISTED_ROUTES: readonly PathKey[] = [
  'cart',
  'login',
  'register',
  'forgetPassword',
  'resetPassword',
  'search',
];

/** A route pattern as a robots.txt path prefix: '/orderHistory/:id' → '/orderHistory/'. */
const routePrefix = (path: string): string => path.split(':')[0];

export const robotsTxt = (siteBaseUrl: string): string =>
  [
    'User-agent: *',
    ...PRIVATE_ROUTES.map((key) => `Disallow: ${routePrefix(paths[key])}`),
    ...(siteBaseUrl ? ['', `Sitemap: ${siteBaseUrl}/sitemap.xml`] : []),
    '',
  ].join('\n');

/** The routes of the route table without parameters that are neither private nor unlisted. */
export const staticRoutes = (): string[] =>
  (Object.keys(paths) as PathKey[])
    .filter((key) => !PRIVATE_ROUTES.includes(key) && !UNLISTED_ROUTES.includes(key))
    .map((key) => paths[key])
    .filter((path) => !path.includes(':'));

const productGroups = list(entity({ products: rows(entity({ id, product_url: text })) }));
const categories = rows(entity({ id, category_title: text }));
const posts = list(entity({ slug: text }));

/** GET requests of the generator; a failed or non-OK answer throws. */
export type GetJson = (url: string) => Promise<unknown>;

export const getJson =
  (timeoutMs = 10_000): GetJson =>
  async (url) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };

/** The content paths of the API at `apiBaseUrl`: products, categories, blog posts, each sorted. */
export const contentRoutes = async (apiBaseUrl: string, get: GetJson): Promise<string[]> => {
  const [groups, categoryList, postList] = await Promise.all([
    get(`${apiBaseUrl}/products/`).then((raw) => v.parse(productGroups, raw)),
    get(`${apiBaseUrl}/categories/`).then((raw) => v.parse(categories, raw)),
    get(`${apiBaseUrl}/blog`).then((raw) => v.parse(posts, raw)),
  ]);
  // A product is listed under each of its categories: one URL each.
  const products = new Set(
    groups.flatMap((group) => group.products.map((p) => itemHref(p.id, p.product_url))),
  );
  return [
    ...[...products].sort(),
    ...categoryList.map((category) => categoryHref(category.id, category.category_title)).sort(),
    ...postList
      .filter((post) => post.slug.trim() !== '')
      .map((post) => blogHref(post.slug))
      .sort(),
  ];
};

export const sitemapXml = (siteBaseUrl: string, routes: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(routes)].map(
      (route) => `  <url><loc>${escapeMarkup(siteBaseUrl + route)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/** A local API for the build: its base URL and how to stop it. */
export type LocalApi = { baseUrl: string; stop: () => Promise<void> };

export type SitemapSources = {
  apiBaseUrl: string;
  get: GetJson;
  /** Starts a local API (called only when the configured one does not answer). */
  startLocalApi: () => Promise<LocalApi>;
  log: (message: string) => void;
};

/**
 * Every route of the sitemap: the static ones, then the content of the configured API when it
 * answers, else of a local API, else none. Never throws.
 */
export const sitemapRoutes = async ({
  apiBaseUrl,
  get,
  startLocalApi,
  log,
}: SitemapSources): Promise<string[]> => {
  const fixed = staticRoutes();
  try {
    return [...fixed, ...(await contentRoutes(apiBaseUrl, get))];
  } catch (error) {
    log(`sitemap: ${apiBaseUrl} did not answer (${String(error)}): using a local API`);
  }
  let local: LocalApi | undefined;
  try {
    local = await startLocalApi();
    return [...fixed, ...(await contentRoutes(local.baseUrl, get))];
  } catch (error) {
    log(`sitemap: no local API either (${String(error)}): static routes only`);
    return fixed;
  } finally {
    await local?.stop().catch(() => undefined);
  }
};
