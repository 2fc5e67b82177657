import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import { addToUserCart, answerWith, apiURL, expect, test, toPaymentStep } from './fixtures';

/**
 * Card numbers are typed on /checkout, passwords on /login and the other pages marked `secretEntry`
 * on their route: no third-party script (review widget, marketing) may run in
 * its document. The e2e build configures both scripts (stand-ins served by the local API under
 * /__ext/scripts/, which record themselves in window.__thirdPartyScripts).
 */
const isThirdPartyScript = (url: string) => new URL(url).pathname.startsWith('/__ext/scripts/');

/** Every third-party script request of the page from now on. */
const recordThirdPartyRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isThirdPartyScript(request.url())) requested.push(request.url());
  });
  return requested;
};

const ranScripts = (page: Page) =>
  page.evaluate(() => (window as { __thirdPartyScripts?: string[] }).__thirdPartyScripts ?? []);

/** A signed-in customer with one product in the cart, at /checkout's payment step. */
const customerAtPayment = async (
  page: Page,
  loginAs: (page: Page, user: 'customer') => Promise<void>,
) => {
  await addToUserCart('customer', 705, 1);
  await loginAs(page, 'customer');
  await toPaymentStep(page);
};

test('checkout requests no third-party script, not even when a product is added there', async ({
  page,
  loginAs,
}) => {
  await addToUserCart('customer', 705, 1);
  await loginAs(page, 'customer');
  const requested = recordThirdPartyRequests(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  // Adding to the cart sends the marketing event, which loads the marketing script anywhere else.
  await page.getByRole('button', { name: 'We think you may also like' }).click();
  const added = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/cart/add',
  );
  await page
    .getByRole('dialog', { name: 'UpSell Product' })
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  expect((await added).ok()).toBe(true);
  expect(requested).toEqual([]);
  expect(await ranScripts(page)).toEqual([]);
  expect(await page.locator('script[src*="/__ext/scripts/"]').count()).toBe(0);
});

test('from a page that ran third-party scripts, checkout opens as a new document without them', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/item/705-apricot-seed-capsules');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  // The product page loads the review widget; Buy Now's cart event loads the marketing script.
  await expect.poll(() => ranScripts(page)).toContain('review-widget.js');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const requested = recordThirdPartyRequests(page);
  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await documentLoad;
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  const requestedBefore = requested.length;

  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  expect(await ranScripts(page)).toEqual([]);
  expect(await page.locator('script[src*="/__ext/scripts/"]').count()).toBe(0);
  // Nothing asked for them once the checkout document started.
  await page.getByRole('button', { name: 'We think you may also like' }).click();
  await expect(page.getByRole('dialog', { name: 'UpSell Product' })).toBeVisible();
  expect(requested.length).toBe(requestedBefore);
});

/** The page has been idle (the loyalty widget's loader runs then) and its requests are done. */
const settled = async (page: Page) => {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
  await page.waitForLoadState('networkidle');
};

test('the password pages request no third-party script, however their path is spelled', async ({
  page,
}) => {
  const requested = recordThirdPartyRequests(page);
  // The control: a page without a password loads the loyalty widget in this build.
  await page.goto('/faq');
  await expect.poll(() => ranScripts(page)).toContain('loyaltylion.js');
  requested.length = 0;

  for (const [path, heading] of [
    ['/login', 'Login'],
    ['/%6Cogin', 'Login'],
    ['/register', 'Register'],
    ['/reset-password', 'Reset Password'],
    ['/store/customer_info', 'Customer Information'],
    ['/%73tore/customer_info', 'Customer Information'],
    // A guest's cart has an inline login form.
    ['/cart', 'Cart'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
    expect(requested, path).toEqual([]);
    expect(await ranScripts(page), path).toEqual([]);
  }
});

test('/BasicInfo, where the password is changed, requests no third-party script', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  const requested = recordThirdPartyRequests(page);
  await page.goto('/BasicInfo');
  await expect(page.getByLabel('New Password')).toBeVisible();
  await settled(page);
  expect(requested).toEqual([]);
  expect(await ranScripts(page)).toEqual([]);
});

test('from a page that ran the loyalty widget, the header link opens /login as a new document without it', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect.poll(() => ranScripts(page)).toContain('loyaltylion.js');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/login',
  );
  await page.getByRole('banner').getByRole('link', { name: 'LOG IN' }).click();
  await documentLoad;
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const requested = recordThirdPartyRequests(page);
  await settled(page);

  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  expect(await ranScripts(page)).toEqual([]);
  expect(requested).toEqual([]);
});

test("PayPal's buttons render on /checkout under the strict policy, and its SDK's document is left before a password page", async ({
  page,
  loginAs,
}) => {
  await customerAtPayment(page, loginAs);
  // The e2e build loads PayPal's SDK from a stand-in on the local API; Trusted Types' default
  // policy admits its address, and every violation would fail this test.
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByRole('button', { name: 'PayPal (stand-in)' })).toBeVisible();
  expect(await ranScripts(page)).toContain('paypal-sdk');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/BasicInfo',
  );
  await page
    .getByRole('button', { name: `${DEMO_USERS.customer.first_name} account menu` })
    .click();
  await page.getByRole('link', { name: 'BasicInfo' }).click();
  await documentLoad;
  await expect(page).toHaveURL(/\/BasicInfo$/);
  await expect(page.getByLabel('Existing Password')).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  expect(await ranScripts(page)).toEqual([]);
  expect(await page.evaluate(() => 'paypal' in window)).toBe(false);
});

test("Google Pay's button renders with the card form under the strict policy, and its token pays the order", async ({
  page,
  loginAs,
}) => {
  await customerAtPayment(page, loginAs);
  // pay.js (Playwright answers its fixed address with the local API's stand-in) adds its script
  // through Trusted Types' default policy and its CSS through innerHTML; any violation fails this test.
  await expect(page.getByLabel('Card Number')).toBeVisible();
  const button = page.getByRole('button', { name: 'Google Pay (stand-in)' });
  await expect(button).toBeVisible();
  expect(await ranScripts(page)).toContain('google-pay');
  // Back a step and on again: /checkout's own wallet does not make it leave its document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 2: Shipping Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

  const order = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/checkout',
  );
  await button.click();
  const body = (await order).postDataJSON() as Record<string, unknown>;
  expect(body.transaction_token).toMatch(/^STANDIN-GOOGLE-PAY-/);
  // The wallet pays: no card number goes with it (the spec's payload sends the field empty).
  expect(body.card_number ?? '').toBe('');
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
});

test("after PayPal's SDK ran on /checkout, the session's end opens /login as a new document without it", async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  // The 401 on the order, which ends the session.
  consoleErrors.expect(/status of 401 \(Unauthorized\).*\/checkout$/);
  await customerAtPayment(page, loginAs);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByRole('button', { name: 'PayPal (stand-in)' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.route(`${apiURL}/checkout`, (route) =>
    route.request().method() === 'POST'
      ? answerWith(route, 401, 'Unauthenticated.')
      : route.continue(),
  );
  await page.getByRole('radio', { name: 'Check/Money Order' }).check();
  const documentLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/login',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await documentLoad;
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  expect(await ranScripts(page)).toEqual([]);
  expect(await page.evaluate(() => 'paypal' in window)).toBe(false);
});
