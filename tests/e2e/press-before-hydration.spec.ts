import type { Page, Request } from '@playwright/test';
import { addToGuestCart, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A prerendered page paints its buttons before the app has hydrated it: a press then is carried out
 * once the app runs, once, or the control shows it is not ready; never lost
 * (docs/decisions/032-presses-before-hydration.md). The app's scripts are held until the test has
 * pressed, as on a slow phone.
 */

/**
 * Holds the app's scripts (`files`: all of them) until `release()`; then they load, or with `fail`
 * they fail as when the connection drops.
 */
const holdScripts = async (page: Page, { files = '**/assets/*.js', fail = false } = {}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await released;
    await (fail ? route.abort('internetdisconnected') : route.continue());
  });
  return release;
};

const isAdd = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/cart/guest/add';

/** Every POST /cart/guest/add the page sends, with its body. */
const recordAdds = (page: Page) => {
  const bodies: { product_id: number; qty: number }[] = [];
  page.on('request', (request) => {
    if (isAdd(request)) bodies.push(request.postDataJSON() as (typeof bodies)[number]);
  });
  return bodies;
};

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

for (const { path, name } of [
  { path: '/store', name: 'Add To Cart' },
  { path: '/', name: 'Add To Cart' },
  { path: '/item/705-apricot-seed-capsules', name: 'Add to cart' },
]) {
  test(`${name} pressed on ${path} before the app runs adds the product once it does`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const adds = recordAdds(page);
    // The fixture's goto settles once the app has hydrated the page: after the release below.
    const loaded = page.goto(path);
    const button = page.locator('main').getByRole('button', { name }).first();
    await button.click();
    // Not carried out yet, and it says so.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    expect(adds).toHaveLength(0);

    release();
    await loaded;

    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    expect(adds).toHaveLength(1);
  });
}

test('each press on the quantity stepper before the app runs counts', async ({ page }) => {
  const release = await holdScripts(page);
  const adds = recordAdds(page);
  const loaded = page.goto('/item/705-apricot-seed-capsules');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();

  release();
  await loaded;

  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  expect(adds).toEqual([expect.objectContaining({ product_id: 705, qty: 3 })]);
});

test("/cart paints no Checkout before the app runs: its lines come with this visit's answer", async ({
  page,
}) => {
  await addToGuestCart(705, 1);
  const release = await holdScripts(page);
  const loaded = page.goto('/cart');
  await expect(page.getByText('Loading cart...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);

  release();
  await loaded;
  // It paints with its handler: the first press works.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/store\/customer_info$/);
});

test("a guest's Log in pressed on /cart before the app runs signs in once it does, never as a plain form", async ({
  page,
}) => {
  test.slow();
  const release = await holdScripts(page);
  const loaded = page.goto('/cart');
  const login = page.getByRole('form', { name: 'Returning customer? Log in' });
  await login.getByLabel('Email').fill('customer@apricot.test');
  await login.getByRole('textbox', { name: 'Password' }).fill('Apricot123!');
  const submit = login.getByRole('button', { name: 'Login' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // The browser did not send the form itself: that would put the password in the address.
  expect(new URL(page.url()).search).toBe('');

  release();
  await loaded;
  // Signed in, the cart shows no guest forms.
  await expect(login).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

// A staged chunk, and the client entry React Router imports last; the second on a 320 px phone.
for (const { file, width } of [
  { file: 'app-shared', width: 1280 },
  { file: 'entry.client', width: 320 },
])
  test(`a page whose ${file} file does not load frees a held press and says so, at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    // The file fails once the press is made.
    const release = await holdScripts(page, { files: `**/assets/${file}-*.js`, fail: true });
    consoleErrors.expect(/ERR_INTERNET_DISCONNECTED/);
    consoleErrors.expect(/Failed to fetch dynamically imported module/);
    // The frame's own navigation: the page never hydrates, which the fixture's goto waits for.
    await page.mainFrame().goto('/store', { waitUntil: 'domcontentloaded' });
    const add = page.locator('main').getByRole('button', { name: 'Add To Cart' }).first();
    await add.click();
    await expect(add).toHaveAttribute('aria-busy', 'true');

    release();

    await expect(
      page.getByRole('alert').filter({ hasText: 'This page did not finish loading' }),
    ).toHaveText('This page did not finish loading, so its buttons do not work. Reload the page');
    await expect(add).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      /\/store$/,
    );
    // The message fits the width: nothing scrolls sideways (WCAG 1.4.10).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
