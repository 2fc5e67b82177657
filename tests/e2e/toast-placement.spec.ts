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

/**
 * The header's actions the toast's box intersects, as Add to cart left the page, at the top (the
 * whole header shows) and with CART at the top of the screen (the rows above it scrolled away).
 * Scrolled and measured in one go in the page: the toast lives 5 s, a busy machine takes longer
 * for a round of locator calls. Scroll positions only; no press.
 */
const coveredWhileScrolled = async (page: Page, toast: Locator): Promise<string[]> => {
  const logIn = page.getByRole('banner').getByRole('link', { name: 'LOG IN' });
  const handles = await Promise.all([toast, cartLink(page), logIn].map((l) => l.elementHandle()));
  return page.evaluate(([toastElement, cart, login]) => {
    if (!toastElement || !cart || !login) throw new Error('the toast, CART or LOG IN is missing');
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const where = (box: DOMRect) =>
      `(${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)})`;
    const cartTop = Math.floor(cart.getBoundingClientRect().top + window.scrollY);
    const positions: [string, number][] = [
      ['as Add to cart left it', window.scrollY],
      ['at the top', 0],
      ['with CART at the top of the screen', cartTop - 4],
    ];
    const covered: string[] = [];
    for (const [position, top] of positions) {
      window.scrollTo({ top, behavior: 'instant' });
      const toastBox = toastElement.getBoundingClientRect();
      for (const [name, link] of [
        ['CART', cart],
        ['LOG IN', login],
      ] as const) {
        const box = link.getBoundingClientRect();
        if (intersects(toastBox, box))
          covered.push(`${position}: ${name} ${where(box)} under the toast ${where(toastBox)}`);
      }
    }
    return covered;
  }, handles);
};

for (const width of [320, 390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("the 'added to cart' toast covers neither CART nor LOG IN, scrolled or at the top", async ({
      page,
    }) => {
      // A product page and a toast: near the default 30 s on a busy 2-core machine.
      test.setTimeout(60_000);
      const toast = await addToCart(page);
      expect(await coveredWhileScrolled(page, toast)).toEqual([]);
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`pressed at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("CART pressed while the 'added to cart' toast shows opens the cart", async ({ page }) => {
      test.setTimeout(60_000);
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

test.describe('at 390 px, as the toast slides in', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test("the 'added to cart' toast never makes the page scroll sideways while it enters", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(PRODUCT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
    ).toBeVisible();
    // Every frame from before the press until the toast's entrance ends: how much wider than the
    // screen the page became (react-toastify's bounce starts 3000 px to the right).
    await page.evaluate(() => {
      const state = { widest: 0, entered: false };
      Object.assign(window, { __toastEntrance: state });
      const root = document.documentElement;
      const frame = () => {
        state.widest = Math.max(state.widest, root.scrollWidth - root.clientWidth);
        if (!state.entered) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener(
        'animationend',
        (event) => {
          if ((event.target as Element).closest('.Toastify__toast')) state.entered = true;
        },
        true,
      );
    });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: ADDED })).toBeVisible();
    const entrance = () =>
      page.evaluate(
        () =>
          (window as unknown as { __toastEntrance: { widest: number; entered: boolean } })
            .__toastEntrance,
      );
    await expect.poll(async () => (await entrance()).entered).toBe(true);
    expect((await entrance()).widest).toBe(0);
  });
});
