import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Spec §2.10: toasts top-right. They must never lie over the header's actions: a shopper who adds a
 * product and goes straight to CART (or LOG IN) presses the header, not the toast.
 */

const PRODUCT = '/item/705-apricot-seed-capsules';
const ADDED = 'Product added to cart successfully.';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /cart/i });

const addToCart = async (page: Page): Promise<Locator> => {
  await page.goto(PRODUCT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: ADDED });
  await expect(toast).toBeVisible();
  return toast;
};

/**
 * Scrolls the page so CART is at the top of the screen, the rows above it scrolled away: where a
 * shopper who scrolled back up from Add to cart finds it. The scroll position only; no press.
 */
const scrollCartToTop = async (page: Page): Promise<void> => {
  const box = await cartLink(page).boundingBox();
  expect(box).not.toBeNull();
  const top = Math.floor((box?.y ?? 0) + (await page.evaluate(() => window.scrollY))) - 4;
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await expect.poll(async () => (await cartLink(page).boundingBox())?.y).toBeCloseTo(4, 0);
};

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The header's actions the toast covered, by name, with both boxes (empty when none). */
const coveredActions = async (page: Page, toast: Locator): Promise<string[]> => {
  const banner = page.getByRole('banner');
  const actions = {
    CART: cartLink(page),
    'LOG IN': banner.getByRole('link', { name: 'LOG IN' }),
  };
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const covered: string[] = [];
  for (const [name, action] of Object.entries(actions)) {
    const box = await action.boundingBox();
    expect(box, `${name} has a box`).not.toBeNull();
    if (toastBox && box && intersects(toastBox, box))
      covered.push(`${name} ${JSON.stringify(box)} under the toast ${JSON.stringify(toastBox)}`);
  }
  return covered;
};

for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("the 'added to cart' toast covers neither CART nor LOG IN, scrolled or at the top", async ({
      page,
    }) => {
      const toast = await addToCart(page);
      // Over the toast, the pointer pauses it (pauseOnHover): it stays while the page is measured.
      await toast.hover();
      // Where Add to cart left the page, then at the top (the whole header shows), then with CART
      // at the top of the screen.
      expect(await coveredActions(page, toast)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await coveredActions(page, toast)).toEqual([]);
      await scrollCartToTop(page);
      expect(await coveredActions(page, toast)).toEqual([]);
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`pressed at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("CART pressed while the 'added to cart' toast shows opens the cart", async ({ page }) => {
      await addToCart(page);
      await scrollCartToTop(page);
      // Pressed where CART shows, as a shopper does: without force Playwright would wait for
      // whatever lies over the link (the toast) to go away first.
      await cartLink(page).click({ force: true });
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    });
  });
}
