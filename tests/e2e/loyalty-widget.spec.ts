import type { Page, Request } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import { addToUserCart, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The loyalty widget: the e2e build configures the local API's stand-in. A signed-in
 * customer is authenticated with an auth value signed by the server (the secret never reaches the
 * page), and a reward claimed in the widget applies in the cart as an LL promo.
 */
const pathOf = (request: Request) => new URL(request.url()).pathname;

const widgetCustomer = (page: Page) =>
  page.evaluate(() => {
    const customer = window.loyaltylion?.customer;
    return customer ? { email: customer.email, pointsTotal: customer.pointsTotal } : null;
  });

test('a signed-in customer is authenticated in the widget and its claimed reward applies as an LL promo', async ({
  page,
  loginAs,
}) => {
  const { customer } = DEMO_USERS;
  await addToUserCart('customer', 705, 1);
  await loginAs(page, 'customer');
  const signed = page.waitForRequest((request) => pathOf(request) === '/loyalty/sign');
  const verified = page.waitForResponse(
    (response) => pathOf(response.request()) === '/__ext/loyaltylion/customer',
  );
  await page.goto('/cart');

  expect((await signed).headers().authorization).toBe(`Bearer ${customer.token}`);
  const verifiedResponse = await verified;
  expect(verifiedResponse.status()).toBe(200);
  expect(verifiedResponse.request().postDataJSON()).toMatchObject({
    site_token: 'e2e-loyalty-site-token',
    customer: { id: String(customer.id), email: customer.email },
    auth: { token: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown },
  });
  await expect
    .poll(() => widgetCustomer(page))
    .toEqual({ email: customer.email, pointsTotal: 1415 });

  const applied = page.waitForRequest((request) => pathOf(request) === '/apply/promo');
  await page.getByRole('textbox', { name: 'Promo Code', exact: true }).fill('LOYAL-5OFF');
  await page.getByRole('button', { name: 'Apply' }).click();
  // reward_id is the widget's claimed-reward id (501), not the reward's own id.
  expect((await applied).postDataJSON()).toEqual({
    promoCode_type: 'LL',
    promo: 'LOYAL-5OFF',
    reward_id: 501,
    discount_amount: 5,
    discount_type: 'flat',
  });
  await expect(page.getByText('Promo Code Applied Successfully')).toBeVisible();
  await expect(page.getByText('Promo code applied: LOYAL-5OFF')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest only gets the widget refreshed; once signed in, the customer is authenticated', async ({
  page,
}) => {
  const { customer } = DEMO_USERS;
  const signs: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (pathOf(request) === '/loyalty/sign') signs.push(request.headers().authorization);
  });
  const script = page.waitForResponse(
    (response) => pathOf(response.request()) === '/__ext/scripts/loyaltylion.js',
  );
  await page.goto('/faq');
  expect((await script).ok()).toBe(true);
  await expect.poll(() => page.evaluate(() => typeof window.loyaltylion?.refresh)).toBe('function');
  expect(await widgetCustomer(page)).toBeNull();
  expect(signs).toEqual([]);

  // The widget never runs where the password is typed: /login is a new document without it.
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByLabel('Password').first().fill(customer.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => widgetCustomer(page))
    .toEqual({ email: customer.email, pointsTotal: 1415 });
  expect(signs.length).toBeGreaterThan(0);
  // Signed with the session this sign-in opened (a new random token from the API).
  const token = await page.evaluate(() => window.localStorage.getItem('login'));
  expect(token).not.toBe(customer.token);
  expect(new Set(signs)).toEqual(new Set([`Bearer ${token}`]));
  await expectNoAxeViolations(page);
});
