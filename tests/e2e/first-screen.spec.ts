import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The catalogue pages' and /cart's first screen is in their HTML (rendered by the build from the
 * API, issue 12): it paints before any script runs, shows no price of the last build, and takes no
 * input until the app, with its own answers, has replaced it. /cart's guest forms show in it only to
 * a visitor the head script marks as new (scripts/new-guest-mark.ts).
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

  test('the home page paints from one style sheet request: its own small sheets are in the HTML', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');

    await expect(page.getByRole('region', { name: 'Featured banners' })).toBeVisible();
    expect(sheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    const inlined = page.locator('head style[data-href]');
    await expect(inlined.first()).toBeAttached();
    // The carousel's rules are among them: its slides are laid out before any script runs.
    const snap = await page
      .locator('.scroll-carousel__track')
      .first()
      .evaluate((track) => getComputedStyle(track).scrollSnapType);
    expect(snap).toBe('x mandatory');
  });

  test('a page without a first screen of its own keeps the shell', async ({ page }) => {
    await page.goto('/contact-us');

    await expect(page.locator('main')).not.toHaveAttribute('data-first-screen');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  test("/cart's HTML shows the cart loading, and no guest forms without the head script's mark", async ({
    page,
  }) => {
    await page.goto('/cart');

    await expect(page.locator('main .cart-status')).toContainText('Loading cart...');
    await expect(page.locator('#cart-login-title')).toBeHidden();
  });
});

test.describe("/cart's first screen, before the app has run", () => {
  /** /cart as its HTML and head script show it: the app's entry answers an empty module. */
  const staticCart = async (context: BrowserContext, stored: Record<string, string> = {}) => {
    const page = await context.newPage();
    await page.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/cart');
    await expect(page.locator('main .cart-status')).toContainText('Loading cart...');
    return page;
  };

  test("shows a new visitor the guest's forms, where the app then has them", async ({
    context,
    page,
  }) => {
    const before = await staticCart(context);
    const heading = before.locator('#cart-login-title');
    await expect(heading).toHaveText('Returning customer? Log in');
    await expect(before.locator('#cart-guest-title')).toBeVisible();
    const staticBox = await heading.boundingBox();

    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    const appHeading = page.getByRole('heading', { name: 'Returning customer? Log in' });
    expect(await appHeading.boundingBox()).toEqual(staticBox);
  });

  test('shows them to no signed-in visitor and to none with cart lines', async ({ context }) => {
    const signedIn = await staticCart(context, { login: 'a-token' });
    await expect(signedIn.locator('#cart-login-title')).toBeHidden();

    const withLines = await staticCart(context, {
      'persist:root': JSON.stringify({ cart: JSON.stringify({ id: 3, count: 2, email: null }) }),
    });
    await expect(withLines.locator('#cart-login-title')).toBeHidden();
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
