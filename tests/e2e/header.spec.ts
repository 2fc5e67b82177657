import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The header's menus in a real browser: what is shown or hidden depends on Bootstrap's CSS, which
 * jsdom does not apply.
 */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the collapsed menu opens and closes by keyboard and its links work', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const allProducts = page.getByRole('link', { name: 'All Products' });
    await expect(allProducts).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(allProducts).toBeVisible();
    await expectNoAxeViolations(page);

    await allProducts.focus();
    await page.keyboard.press('Escape');
    await expect(allProducts).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await allProducts.click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    // A navigation closes the menu again.
    await expect(allProducts).toBeHidden();
  });
});

test('the account menu opens by keyboard, moves with the arrows and follows a link', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/faq');
  const toggle = page.getByRole('button', {
    name: `${DEMO_USERS.customer.first_name} account menu`,
  });
  const orderHistory = page.getByRole('link', { name: 'OrderHistory' });
  await expect(toggle).toBeVisible();
  await expect(orderHistory).toBeHidden();

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(orderHistory).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(orderHistory).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'BasicInfo' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(orderHistory).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.getByRole('link', { name: 'BasicInfo' }).click();
  await expect(page).toHaveURL(/\/BasicInfo$/);
  await expect(page.getByRole('link', { name: 'BasicInfo' })).toBeHidden();
});

test('the header links the affiliate programme (VITE_AFFILIATE_URL) in a new tab, safely', async ({
  page,
}) => {
  await page.goto('/faq');
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Affiliate Program (opens in a new tab)' });
  await expect(link).toBeVisible();
  // The e2e build's setting (scripts/e2e.mjs).
  await expect(link).toHaveAttribute('href', 'https://affiliates.apricot.test/apricot');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page);
});

test('the document keeps a title at every moment while the app hydrates the prerendered page', async ({
  page,
}) => {
  // Counts every batch of DOM changes after parsing that leaves the document without a title.
  await page.addInitScript(() => {
    const counter = window as unknown as { untitledMoments: number };
    counter.untitledMoments = 0;
    new MutationObserver(() => {
      if (document.readyState !== 'loading' && !document.title) counter.untitledMoments += 1;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Common Questions' })).toBeVisible();
  await expect(page).toHaveTitle(/Apricot Storefront/);
  const untitled = await page.evaluate(
    () => (window as unknown as { untitledMoments: number }).untitledMoments,
  );
  expect(untitled).toBe(0);
});

/** Where the keyboard goes in the header's bar (the collapsed menu aside), in Tab order. */
const tabStopsOfHeaderBar = async (page: Page) => {
  const stops: { name: string; top: number; bottom: number; left: number }[] = [];
  // The last link of the top bar, just before the header's bar.
  await page.locator('.top-bar a').last().focus();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active?.closest('.site-navbar__inner') || active.closest('#site-menu')) return null;
      const box = active.getBoundingClientRect();
      const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
      const shown = active.cloneNode(true) as Element;
      for (const hidden of shown.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      const name = active.getAttribute('aria-label') ?? label ?? shown.textContent?.trim() ?? '';
      return { name, top: box.top, bottom: box.bottom, left: box.left };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
};

for (const width of [320, 576, 768, 1200])
  for (const who of ['guest', 'customer'] as const)
    test(`Tab follows the header's order on screen at ${width} px (${who})`, async ({
      page,
      loginAs,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (who === 'customer') await loginAs(page, 'customer');
      await page.goto('/faq');
      await expect(
        who === 'customer'
          ? page.getByRole('button', { name: `${DEMO_USERS.customer.first_name} account menu` })
          : page.getByRole('link', { name: 'LOG IN' }),
      ).toBeVisible();
      const stops = await tabStopsOfHeaderBar(page);
      expect(stops.map((stop) => stop.name)).toEqual(
        expect.arrayContaining(['Apricot Storefront', 'Search products']),
      );
      // Each stop is to the right of the one before in the same row, or in a row below it.
      for (const [index, stop] of stops.entries()) {
        const before = stops[index - 1];
        if (!before) continue;
        const sameRow = stop.top < before.bottom && before.top < stop.bottom;
        expect(
          sameRow ? stop.left > before.left : stop.top >= before.bottom - 1,
          `${before.name} → ${stop.name}`,
        ).toBe(true);
      }
    });
