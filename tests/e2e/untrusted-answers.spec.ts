import type { Page } from '@playwright/test';
import { addToUserCart, expect, test, toPaymentStep } from './fixtures';

/**
 * Answers the shop must not trust: the real API's full card number on an order, a
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

test('a product description changed since the build shows only once DOMPurify has cleaned it', async ({
  page,
  consoleErrors,
  cspViolations,
}) => {
  // The build cleaned the description it prerendered: the page hydrates and refreshes it without
  // downloading DOMPurify. A description that changed since is cleaned before it replaces it; Chromium
  // reports the inline handler against the CSP while DOMPurify's chunk parses it (it never runs).
  consoleErrors.expect(/Executing inline event handler violates/);
  cspViolations.expect(
    /^script-src-attr blocked inline on \S+\/item\/\S+ from \S+\/assets\/sanitize-html-[\w-]+\.js:\d+/,
  );
  const sanitizer: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sanitize-html-[\w-]+\.js$/.test(request.url())) sanitizer.push(request.url());
  });
  await page.goto('/item/705-apricot-seed-capsules');
  const into = page.getByRole('tabpanel', { name: 'Into' });
  await expect(into.getByText('Lab tested for purity')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sanitizer).toEqual([]);

  await changeAnswer(page, '**/products/705', (product) => ({
    ...(product as object),
    product_description:
      '<p>Changed since the build.</p><svg onload="window.__pwned=1"></svg>' +
      '<a href="javascript:window.__pwned=1">Odd link</a><script>window.__pwned=1</script>',
  }));
  await page.reload();
  await expect(into.getByText('Changed since the build.')).toBeVisible();
  expect(sanitizer).toHaveLength(1);
  await expect(into.getByText('Lab tested for purity')).toHaveCount(0);
  await expect(into.getByText('Odd link')).not.toHaveAttribute('href');
  await expect(into.locator('[onload], script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
