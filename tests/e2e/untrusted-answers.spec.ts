import type { Page } from '@playwright/test';
import { addToUserCart, expect, test, toPaymentStep } from './fixtures';

/**
 * Answers the shop must not trust (issue 29 §4): the real API's full card number on an order, a
 * retailer's e-mail carrying mail-client parameters, an earning link to another host spelt as a path,
 * a Bitcoin payment page on a foreign host.
 * Each answer of the local API is changed on its way to the page.
 */
const changeAnswer = (page: Page, url: string, change: (body: unknown) => unknown) =>
  page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  });

test('an order’s card number shows only its last four digits', async ({ page, loginAs }) => {
  await loginAs(page, 'customer');
  await changeAnswer(page, '**/order/detail/1001', (order) => ({
    ...(order as object),
    payment_card: '4111111111111111',
  }));
  await page.goto('/orderHistory/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('**** **** **** 1111'),
  ).toBeVisible();
  expect(await page.content()).not.toContain('4111111111111111');
});

test('a retailer’s e-mail cannot add recipients or a body to the message', async ({ page }) => {
  const injected = 'shop@store.example?cc=spy@evil.example&body=Send your card';
  await page.route('**/retailer-search?**', (route) =>
    route.fulfill({
      json: { data: [{ first_name: 'Odd', last_name: 'Mail', email: injected }], total_pages: 1 },
    }),
  );
  await page.goto('/retailer-locations');
  const link = page.getByRole('link', { name: injected });
  await expect(link).toHaveAttribute(
    'href',
    'mailto:shop@store.example%3Fcc%3Dspy@evil.example%26body%3DSend%20your%20card',
  );
});

test('an earning link to //host opens as another site, never as a page of the shop', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await changeAnswer(page, '**/earn-points', (earnings) => [
    ...(earnings as object[]),
    { id: 990, type: 'Read our story', points: 10, link: '//evil.example/About', status: 0 },
  ]);
  await page.goto('/faq');
  await page.getByRole('button', { name: '1,415 points' }).click();
  const loyalty = page.getByRole('dialog', { name: 'Loyalty Rewards' });
  const link = loyalty.getByRole('link', { name: 'Go: Read our story (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', '//evil.example/About');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a Bitcoin payment page on another host than the configured one is never opened', async ({
  page,
  context,
  loginAs,
}) => {
  await addToUserCart('customer', 705, 1);
  await loginAs(page, 'customer');
  const foreign: string[] = [];
  await context.route('https://commerce.coinbase.evil.example/**', (route) => {
    foreign.push(route.request().url());
    return route.abort();
  });
  await changeAnswer(page, '**/coin-base', (charge) => ({
    ...(charge as object),
    hosted_url: 'https://commerce.coinbase.evil.example/pay',
  }));
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/checkout' && request.method() === 'POST')
      checkouts.push(request.url());
  });
  await toPaymentStep(page);
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(
    page.getByText(
      'The Bitcoin payment page is not at the expected address, so it was not opened. Nothing was charged; please contact support.',
    ),
  ).toBeVisible();
  await expect.poll(() => context.pages().length).toBe(1);
  expect(foreign).toEqual([]);
  expect(checkouts).toEqual([]);
  await expect(page).toHaveURL(/\/checkout/);
});
