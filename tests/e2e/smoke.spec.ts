import type { Locator, Page } from '@playwright/test';
import {
  blogCategoryHref,
  blogHref,
  categoryHref,
  feedbackHref,
  itemHref,
  orderDetailHref,
  paths,
  searchHref,
  tagHref,
  type PathKey,
} from '../../src/config/paths';
import { apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Every route of the spec's route table (src/config/paths.ts = part 1 §2.1) opens inside the layout:
 * header, footer, one level-1 heading, no console error. Pages of features not built yet render the
 * titled placeholder, so this holds from the first commit on.
 */
type Named = { id: number; name: string };

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${apiURL}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** Concrete, seeded values for the parameterised routes (fetched once from the local API). */
const seeded = {
  category: { id: 1, name: 'Apricot Seeds' } as Named,
  product: { id: 705, url: 'apricot seed capsules' },
  tag: { id: 1, name: 'organic' } as Named,
  blogSlug: 'apricot-seed-smoothie',
  blogCategory: { id: 3, name: 'News' } as Named,
  orderId: 1001,
};

test.beforeAll(async () => {
  const categories = await getJson<{ id: number; category_title: string }[]>('/categories/');
  seeded.category = { id: categories[0].id, name: categories[0].category_title };
  const top = await getJson<{ id: number; product_url: string }[]>('/products?filter=top');
  seeded.product = { id: top[0].id, url: top[0].product_url };
  const detail = await getJson<{ tags?: { id: number; name: string }[] }>(`/products/${top[0].id}`);
  if (detail.tags?.[0]) seeded.tag = { id: detail.tags[0].id, name: detail.tags[0].name };
  const blogs = await getJson<unknown>('/blog').catch(() => null);
  const list = Array.isArray(blogs) ? blogs : ((blogs as { data?: unknown[] } | null)?.data ?? []);
  const slug = (list[0] as { slug?: string } | undefined)?.slug;
  if (slug) seeded.blogSlug = slug;
  const blogCategories = await getJson<{ id: number; category_name: string }[]>(
    '/blogs/categories',
  ).catch(() => []);
  if (blogCategories[0])
    seeded.blogCategory = { id: blogCategories[0].id, name: blogCategories[0].category_name };
});

type RouteCase = { url: () => string; signedIn?: boolean };

/** One entry per key of `paths`: a route added to the table without a case here fails the first test. */
const routeCases: Record<PathKey, RouteCase> = {
  home: { url: () => paths.home },
  store: { url: () => paths.store },
  specialProduct: { url: () => paths.specialProduct },
  category: { url: () => categoryHref(seeded.category.id, seeded.category.name) },
  tag: { url: () => tagHref(seeded.tag.id, seeded.tag.name) },
  search: { url: () => searchHref('apricot') },
  item: { url: () => itemHref(seeded.product.id, seeded.product.url) },
  cart: { url: () => paths.cart },
  checkout: { url: () => paths.checkout, signedIn: true },
  customerInfo: { url: () => paths.customerInfo },
  completePayment: { url: () => paths.completePayment },
  login: { url: () => paths.login },
  register: { url: () => paths.register },
  forgetPassword: { url: () => paths.forgetPassword },
  resetPassword: { url: () => paths.resetPassword },
  retailerLocations: { url: () => paths.retailerLocations },
  blogs: { url: () => paths.blogs },
  blog: { url: () => blogHref(seeded.blogSlug) },
  blogByCategory: { url: () => blogCategoryHref(seeded.blogCategory.id, seeded.blogCategory.name) },
  videos: { url: () => paths.videos },
  lifeStyle: { url: () => paths.lifeStyle },
  privacy: { url: () => paths.privacy },
  returnPolicy: { url: () => paths.returnPolicy },
  shippingPrivacy: { url: () => paths.shippingPrivacy },
  autoship: { url: () => paths.autoship },
  about: { url: () => paths.about },
  contactUs: { url: () => paths.contactUs },
  reviews: { url: () => paths.reviews },
  faq: { url: () => paths.faq },
  wholesaleApplication: { url: () => paths.wholesaleApplication },
  affiliateMarketing: { url: () => paths.affiliateMarketing },
  testimonial: { url: () => paths.testimonial },
  submitFeedback: { url: () => feedbackHref(seeded.orderId), signedIn: true },
  referAFriend: { url: () => paths.referAFriend },
  seedsRecipes: { url: () => paths.seedsRecipes },
  recipesSuperfood: { url: () => paths.recipesSuperfood },
  orderHistory: { url: () => paths.orderHistory, signedIn: true },
  orderDetail: { url: () => orderDetailHref(seeded.orderId), signedIn: true },
  basicInfo: { url: () => paths.basicInfo, signedIn: true },
  emailPreferences: { url: () => paths.emailPreferences, signedIn: true },
  accountDetails: { url: () => paths.accountDetails, signedIn: true },
};

test('the smoke list covers every route of the route table', () => {
  expect(Object.keys(routeCases).sort()).toEqual(Object.keys(paths).sort());
});

test.describe('every route of the spec route table', () => {
  for (const [key, route] of Object.entries(routeCases) as [PathKey, RouteCase][]) {
    test(`${paths[key]}${route.signedIn ? ' (signed in)' : ''} renders inside the layout`, async ({
      page,
      loginAs,
    }) => {
      if (route.signedIn) await loginAs(page, 'customer');
      const url = route.url();
      await page.goto(url);

      // Not bounced by the guard or a redirect.
      await expect(page).toHaveURL(
        (current) =>
          current.pathname === decodeURI(url.split('?')[0]) ||
          current.pathname === url.split('?')[0],
      );
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    });
  }
});

test('an unknown path shows the Page Not Found page inside the layout', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test.describe('accessibility (axe, WCAG 2.0/2.1/2.2 A and AA)', () => {
  /** Each page, and what shows last once it has loaded (its first heading unless said). */
  const pages: [string, () => string, ((page: Page) => Locator)?][] = [
    ['home', () => paths.home],
    ['store', () => paths.store],
    [
      'product',
      () => '/item/705-apricot-seed-capsules',
      (page) => page.getByRole('heading', { name: /also bought/ }),
    ],
    ['cart', () => paths.cart],
    ['login', () => paths.login],
  ];
  for (const [name, url, ready] of pages) {
    test(`${name} page has no axe violations`, async ({ page }) => {
      await page.goto(url());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (ready) await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
