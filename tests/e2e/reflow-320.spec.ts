import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * WCAG 2.2 Reflow (1.4.10): no page needs sideways scrolling at 320 CSS px, signed out or in. Every
 * route of the route table, with a real product, category, tag, post and order where it has a parameter.
 */
const ROUTES = [
  '/',
  '/store',
  '/special-product',
  '/category/1-Apricot-Seeds',
  '/tag/1-organic',
  '/search?search=seed',
  '/item/705-apricot-seed-capsules',
  '/cart',
  '/checkout',
  '/store/customer_info',
  '/complete-payment',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/retailer-locations',
  '/blogs',
  '/blogs/apricot-seed-smoothie',
  '/blogByCategory/1/Recipes',
  '/videos',
  '/life-style',
  '/privacy',
  '/return_policy',
  '/shipping_privacy',
  '/autoship',
  '/About',
  '/contact-us',
  '/reviews',
  '/faq',
  '/wholesale-application',
  '/affiliate-marketing',
  '/testimonial',
  '/submit-your-feedback',
  '/refer-a-friend',
  '/seeds-recipes',
  '/recipes-superfood',
  '/OrderHistory',
  // The receipts of the customer's two seeded orders (a guest is sent to /login).
  '/orderHistory/1001',
  '/orderHistory/1002',
  '/BasicInfo',
  '/EmailPreferences',
  '/AccountDetails',
  '/no-such-page',
];

/** Pages whose h1 names what they show only once their answer is in: measured after that, not over the loading state. */
const READY_HEADING: Record<string, RegExp> = {
  // 'Order Detail' while loading; a guest is sent to Login.
  '/orderHistory/1001': /^(Order #1001|Login)$/,
  '/orderHistory/1002': /^(Order #1002|Login)$/,
};

test.use({ viewport: { width: 320, height: 640 } });

/** The routes whose document is wider than the screen, with what sticks out first. */
const tooWide = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (READY_HEADING[route])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(READY_HEADING[route]);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      const culprit = [...document.querySelectorAll('body *')].find(
        (element) => element.getBoundingClientRect().right > width + 0.5,
      );
      return `${document.documentElement.scrollWidth}px (${culprit?.tagName.toLowerCase()}.${String(culprit?.className)})`;
    });
    if (overflow) found.push(`${route}: ${overflow}`);
  }
  return found;
};

test('every route fits a 320 px screen for a guest', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await tooWide(page)).toEqual([]);
});

test('every route fits a 320 px screen for a signed-in customer, header actions included', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'customer');
  expect(await tooWide(page)).toEqual([]);
  await page.goto('/store');
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByText(/points/),
    banner.getByRole('button', { name: /account menu/ }),
    banner.getByRole('link', { name: /cart/i }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  }
});
