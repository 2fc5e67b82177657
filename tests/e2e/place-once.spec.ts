import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import {
  CAPTURED_PAYMENT_KEY,
  type CapturedPayment,
} from '../../src/features/checkout/captured-payment';
import { CHECKOUT_MESSAGES } from '../../src/features/checkout/messages';
import {
  addToUserCart,
  answerWith,
  apiURL,
  expect,
  expectNoAxeViolations,
  test,
  toPaymentStep,
} from './fixtures';

/**
 * An order is placed exactly once (docs/decisions/031-orders-matched-by-attempt.md), in the
 * browser against the local API: a lost answer, a repeated idempotency key, and a captured PayPal
 * payment kept across the sign-in a 401 forces.
 */

const PLACED = 'Your Order Has Been Placed!';
const EXPIRED = 'Your session has expired. Please log in again.';
const CHECKOUT = `${apiURL}/checkout`;
/** 705 × 2 to the customer's default address (1200 Congress Ave, TX): $59.98 + $7.95 shipping. */
const TOTAL = 67.93;

type CheckoutBody = Record<string, unknown> & { idempotency_key?: string; total_amount?: number };
type OrderListItem = {
  id: number;
  created_at: string;
  total_amount: number;
  payment_method: string;
};

const bearer = { Authorization: `Bearer ${DEMO_USERS.customer.token}` };

/** The customer's orders as the local API holds them (GET /orders with their token). */
const customerOrders = async (): Promise<OrderListItem[]> => {
  const response = await fetch(`${apiURL}/orders`, { headers: bearer });
  if (!response.ok) throw new Error(`GET /orders failed: ${response.status}`);
  return (await response.json()) as OrderListItem[];
};

const isOrderPost = (request: Request) => request.method() === 'POST' && request.url() === CHECKOUT;

const toPayment = async (page: Page) => {
  await toPaymentStep(page);
  await expect(page.getByTestId('summary-total')).toHaveText(`$${TOTAL.toFixed(2)}`);
};

const fillCard = async (page: Page) => {
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
};

test('a network failure after the API placed the order leads to /complete-payment with exactly one order in the local API', async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  consoleErrors.expect(/net::ERR_FAILED .*\/checkout$/);
  await addToUserCart('customer', 705, 2);
  const before = await customerOrders();
  const sent: CheckoutBody[] = [];
  const reachedApi: { order_id?: number }[] = [];
  await page.route(CHECKOUT, async (route) => {
    if (!isOrderPost(route.request())) return route.continue();
    sent.push(route.request().postDataJSON() as CheckoutBody);
    // The order reaches the API and is placed; its answer never reaches the page.
    const response = await route.fetch();
    reachedApi.push((await response.json()) as { order_id?: number });
    return route.abort('failed');
  });
  const orderLists: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === `${apiURL}/orders`)
      orderLists.push(request.url());
  });
  await loginAs(page, 'customer');
  await toPayment(page);
  await fillCard(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/complete-payment$/);
  await expect(page.getByRole('heading', { name: PLACED })).toBeVisible();
  await expectNoAxeViolations(page);

  // One POST, answered by the API, lost on the way back; the page asked GET /orders instead.
  expect(sent).toHaveLength(1);
  expect(sent[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  expect(reachedApi).toHaveLength(1);
  expect(reachedApi[0]?.order_id).toEqual(expect.any(Number));
  expect(orderLists.length).toBeGreaterThanOrEqual(1);
  const after = await customerOrders();
  expect(after).toHaveLength(before.length + 1);
  const added = after.filter((order) => !before.some((old) => old.id === order.id));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({
    id: reachedApi[0]?.order_id,
    total_amount: TOTAL,
    payment_method: 'credit_card',
  });
});

test('a 503 that never reached the API, then Try again: the same idempotency key, one order; the key sent once more places nothing', async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  // Two order attempts and a check in between: up to 19 s measured on a shared machine.
  test.setTimeout(60_000);
  consoleErrors.expect(/status of 503 \(Service Unavailable\).*\/checkout$/);
  await addToUserCart('customer', 705, 2);
  const before = await customerOrders();
  const sent: CheckoutBody[] = [];
  await page.route(CHECKOUT, async (route) => {
    if (!isOrderPost(route.request())) return route.continue();
    sent.push(route.request().postDataJSON() as CheckoutBody);
    if (sent.length === 1) return answerWith(route, 503, 'Service Unavailable');
    return route.continue();
  });
  await loginAs(page, 'customer');
  await toPayment(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page.getByText(CHECKOUT_MESSAGES.orderNotPlaced).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('button', { name: 'Complete Order' })).toHaveCount(0);
  const again = page.getByRole('button', { name: 'Try again' });
  await expect(again).toBeEnabled();
  expect(await customerOrders()).toHaveLength(before.length);
  await expectNoAxeViolations(page);

  await again.click();
  await expect(page).toHaveURL(/\/complete-payment$/);
  await expect(page.getByRole('heading', { name: PLACED })).toBeVisible();
  expect(sent).toHaveLength(2);
  const key = sent[0]?.idempotency_key;
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[1]?.idempotency_key).toBe(key);
  const after = await customerOrders();
  expect(after).toHaveLength(before.length + 1);
  const placed = after.find((order) => !before.some((old) => old.id === order.id));
  expect(placed).toMatchObject({ total_amount: TOTAL, payment_method: 'credit_card' });

  // The same order sent once more, straight to the API: the first answer again, no second order.
  const repeat = await fetch(CHECKOUT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer },
    body: JSON.stringify(sent[1]),
  });
  expect(repeat.status).toBe(200);
  expect(await repeat.json()).toMatchObject({ order_id: placed?.id });
  expect(await customerOrders()).toHaveLength(before.length + 1);
});

test('a 401 after a captured PayPal payment, then sign-in, finishes the order with the same transaction and no second capture', async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  // A checkout, a sign-in and a second checkout: up to 22 s measured on a shared machine.
  test.setTimeout(60_000);
  // The 401 on the order, and no other: the page on its way to /login sends no tokenless call.
  consoleErrors.expect(/status of 401 \(Unauthorized\).*\/checkout$/);
  await addToUserCart('customer', 705, 2);
  const before = await customerOrders();
  // The tab holds the payment as captured-payment.ts keeps it once PayPal captured it (the capture
  // itself: place-once.test.tsx), so this test starts after the capture.
  const kept: CapturedPayment = {
    account: DEMO_USERS.customer.id,
    wallet: 'PayPal',
    reference: `PAYID-E2E-${randomUUID().slice(0, 8)}`,
    method: 'paypal',
    transactionToken: '',
    paymentStatus: 'COMPLETED',
    amount: TOTAL.toFixed(2),
    total: TOTAL,
    idempotencyKey: randomUUID(),
    at: 0,
  };
  kept.transactionToken = kept.reference ?? '';
  await page.addInitScript(
    ({ storageKey, payment }) => {
      // Once per tab, like the capture: a later document must not bring it back.
      if (window.sessionStorage.getItem('__e2e_kept_payment')) return;
      window.sessionStorage.setItem('__e2e_kept_payment', '1');
      window.sessionStorage.setItem(storageKey, JSON.stringify({ ...payment, at: Date.now() }));
    },
    { storageKey: CAPTURED_PAYMENT_KEY, payment: kept },
  );
  const paypalCalls: string[] = [];
  page.on('request', (request) => {
    if (/paypal/i.test(new URL(request.url()).hostname)) paypalCalls.push(request.url());
  });
  const sent: CheckoutBody[] = [];
  await page.route(CHECKOUT, async (route) => {
    if (!isOrderPost(route.request())) return route.continue();
    sent.push(route.request().postDataJSON() as CheckoutBody);
    // The session ends on the order itself: the API never sees it.
    if (sent.length === 1) return answerWith(route, 401, 'Unauthenticated.');
    return route.continue();
  });
  await loginAs(page, 'customer');

  await page.goto('/checkout');
  const notice = page.getByText(CHECKOUT_MESSAGES.capturedPaymentKept);
  await expect(notice).toBeVisible();
  const finish = page.getByRole('button', { name: CHECKOUT_MESSAGES.finishOrder });
  await expect(finish).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Complete Order' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await finish.click();

  await expect(page).toHaveURL(/\/login\?from=%2Fcheckout/);
  await expect(page.getByText(EXPIRED)).toBeVisible();
  // Still kept for this tab, with its token and key.
  const stored = await page.evaluate(
    (storageKey) => window.sessionStorage.getItem(storageKey),
    CAPTURED_PAYMENT_KEY,
  );
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    transactionToken: kept.transactionToken,
    idempotencyKey: kept.idempotencyKey,
  });
  expect(await customerOrders()).toHaveLength(before.length);

  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(DEMO_USERS.customer.email);
  await form.getByLabel('Password').first().fill(DEMO_USERS.customer.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(notice).toBeVisible();
  await expect(finish).toBeEnabled();
  await expectNoAxeViolations(page);
  await finish.click();

  await expect(page).toHaveURL(/\/complete-payment$/);
  await expect(page.getByRole('heading', { name: PLACED })).toBeVisible();
  expect(sent).toHaveLength(2);
  for (const body of sent)
    expect(body).toMatchObject({
      payment_method: 'paypal',
      transaction_token: kept.transactionToken,
      idempotency_key: kept.idempotencyKey,
      total_amount: TOTAL,
    });
  // No second capture: nothing went to PayPal, and the order was placed once with that payment.
  expect(paypalCalls).toEqual([]);
  const after = await customerOrders();
  expect(after).toHaveLength(before.length + 1);
  const placed = after.find((order) => !before.some((old) => old.id === order.id));
  expect(placed).toMatchObject({ total_amount: TOTAL, payment_method: 'paypal' });
  expect(
    await page.evaluate(
      (storageKey) => window.sessionStorage.getItem(storageKey),
      CAPTURED_PAYMENT_KEY,
    ),
  ).toBeNull();
});
