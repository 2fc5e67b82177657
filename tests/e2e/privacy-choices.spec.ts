import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  locateVisitor,
  sendGlobalPrivacyControl,
  test,
} from './fixtures';

/**
 * An EU visitor is asked before the marketing script or the review widget runs, and a
 * browser sending Global Privacy Control is never tracked. The e2e build configures both scripts
 * (stand-ins under /__ext/scripts/ that record themselves in window.__thirdPartyScripts).
 */
const PRODUCT = '/item/705-apricot-seed-capsules';

/** Every marketing request (the script itself is how its events leave the page). */
const recordMarketing = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__ext/scripts/marketing')) {
      requested.push(request.url());
    }
  });
  return requested;
};

/**
 * The marketing and review scripts that ran. The loyalty widget is the shop's points programme, not
 * a consent category (decision 029), so it is not counted.
 */
const ranScripts = async (page: Page) =>
  (
    await page.evaluate(
      () => (window as { __thirdPartyScripts?: string[] }).__thirdPartyScripts ?? [],
    )
  ).filter((name) => name !== 'loyaltylion.js');

const queuedEvents = (page: Page) =>
  page.evaluate(() => ((window as { _learnq?: unknown[] })._learnq ?? []).length);

const addToCart = async (page: Page) => {
  const added = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.startsWith('/cart/'),
  );
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect((await added).ok()).toBe(true);
};

test('an EU visitor sees the banner, rejects, and nothing tracks the add to cart', async ({
  page,
}) => {
  await locateVisitor(page, true);
  const marketing = recordMarketing(page);
  await page.goto(PRODUCT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();

  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  // Equal weight: the three answers are the same size.
  const sizes = await Promise.all(
    ['Accept all', 'Reject all', 'Choose'].map(async (name) => {
      const box = await banner.getByRole('button', { name }).boundingBox();
      return `${Math.round(box?.width ?? 0)}x${Math.round(box?.height ?? 0)}`;
    }),
  );
  expect(new Set(sizes).size).toBe(1);

  await banner.getByRole('button', { name: 'Choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Reviews' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  await addToCart(page);
  await page.waitForLoadState('networkidle');
  expect(marketing).toEqual([]);
  expect(await queuedEvents(page)).toBe(0);
  expect(await ranScripts(page)).toEqual([]);

  // The next full page load keeps the choice and does not ask again.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  await addToCart(page);
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  expect(marketing).toEqual([]);
});

test('a browser sending Global Privacy Control is never asked and never tracked', async ({
  page,
}) => {
  await sendGlobalPrivacyControl(page);
  await locateVisitor(page, false);
  const marketing = recordMarketing(page);
  await page.goto(PRODUCT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  // Reviews are on outside the EU: once their script ran, the location is known.
  await expect.poll(() => ranScripts(page)).toContain('review-widget.js');
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);

  await addToCart(page);
  await page.waitForLoadState('networkidle');
  expect(marketing).toEqual([]);
  expect(await queuedEvents(page)).toBe(0);
});

test('the footer link reopens the choices, and focus returns to it on close', async ({ page }) => {
  await locateVisitor(page, false);
  await page.goto('/faq');
  const link = page.getByRole('contentinfo').getByRole('button', { name: 'Your privacy choices' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
