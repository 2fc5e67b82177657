import { expect, test } from './fixtures';

/**
 * The catalogue pages' first screen is in their HTML (rendered by the build from the API, issue 12):
 * it paints before any script runs, shows no price of the last build, and takes no input until the
 * app, with its own answers, has replaced it.
 */

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("/store shows its products from the HTML, without the build's prices, and takes no input", async ({
    page,
  }) => {
    await page.goto('/store');

    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const firstCard = page.locator('main article').first();
    await expect(firstCard.getByRole('heading')).toBeVisible();
    await expect(firstCard.locator('img')).toHaveAttribute('fetchpriority', 'high');
    // Hidden with its space kept: the client shows the price of its own answer.
    await expect(firstCard.locator('.live-price')).toBeHidden();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
  });

  test("a product page's HTML has the product and its title, its price hidden", async ({
    page,
  }) => {
    await page.goto('/item/705-apricot-seed-capsules');

    await expect(page).toHaveTitle(/Apricot Seed Capsules/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
    ).toBeVisible();
    await expect(page.locator('main .live-price').first()).toBeHidden();
  });

  test('a page without a first screen of its own keeps the shell', async ({ page }) => {
    await page.goto('/cart');

    await expect(page.locator('main')).not.toHaveAttribute('data-first-screen');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });
});

test('the app replaces the first screen with its own answers, and the page takes input', async ({
  page,
}) => {
  await page.goto('/store');

  const main = page.locator('main');
  // The app's own render: the main landmark is no longer inert, prices show.
  await expect(main).not.toHaveAttribute('inert');
  await expect(main).not.toHaveAttribute('data-first-screen');
  const firstCard = main.getByRole('article').first();
  await expect(firstCard.locator('.live-price')).toBeVisible();
  await expect(firstCard.locator('.live-price')).toContainText('$');

  await firstCard.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
});
