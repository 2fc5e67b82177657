import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import { addToUserCart, expect, expectNoAxeViolations, test } from './fixtures';

/** Checkout journeys: sign-in, the customer information step and the three steps. */

const addToCustomerCart = (productId: number, qty: number) =>
  addToUserCart('customer', productId, qty);

const step = (page: Page, name: string) => page.getByRole('heading', { name });
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

test('a guest buys now, checks out with an e-mail, adds a US address and pays by Check/Money Order', async ({
  page,
}) => {
  await page.goto('/item/705-apricot-seed-capsules');
  // The product's own Buy Now comes first; related product cards follow.
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(/\/store\/customer_info$/);
  await expect(page.getByRole('img', { name: 'Apricot Seed Capsules' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Check Out as a Guest/ }).click();
  const guest = page.getByRole('form', { name: 'Check Out as a Guest' });
  await guest.getByLabel('Email').fill(`guest-${Date.now()}@apricot.test`);
  await guest.getByLabel(/Must be checked to continue/).check();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(step(page, 'Step 1: Shipping Address')).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Add a new shipping address' });
  await form.getByLabel('First Name').fill('Gale');
  await form.getByLabel('Last Name').fill('Guest');
  await form.getByLabel('Company').fill('Home');
  await form.getByLabel('Email').fill('gale@apricot.test');
  await form.getByLabel('Phone').fill('303-555-0100');
  await form.getByLabel('State/Province').selectOption({ label: 'Colorado' });
  await form.getByLabel('Address', { exact: false }).first().fill('1 Main St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('ZIP/Postal Code').fill('80202');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /1 Main St/ })).toBeChecked();

  await next(page);
  await expect(step(page, 'Step 2: Shipping Method')).toBeVisible();
  await next(page);
  await expect(step(page, 'Step 3: Payment')).toBeVisible();
  await page.getByRole('radio', { name: 'Check/Money Order' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('a signed-in customer with a saved address pays by card', async ({ page, loginAs }) => {
  await addToCustomerCart(705, 2);
  await loginAs(page, 'customer');
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /1200 Congress Ave/ })).toBeChecked();
  await next(page);
  await next(page);
  await expect(step(page, 'Step 3: Payment')).toBeVisible();
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
  const checkout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const body = (await checkout).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    payment_method: 'credit_card',
    card_number: '4111 1111 1111 1111',
    expiry_date: '12/39',
    order_status: 'processing',
  });
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  const persisted = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(persisted).not.toContain('4111');
});

test('a retailer sees account credits and pays on Net 30', async ({ page, loginAs }) => {
  await addToUserCart('wholesale', 705, 2);
  await loginAs(page, 'wholesale');
  await page.goto('/checkout');
  await next(page);
  await next(page);
  await expect(step(page, 'Step 3: Payment')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Account Credits ($250.00)' })).toBeVisible();
  await page.getByRole('radio', { name: 'Net 30' }).check();
  await expectNoAxeViolations(page);
  const checkout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  expect((await checkout).postDataJSON()).toMatchObject({
    payment_method: 'net_thirty',
    net_thirty: true,
    credits: false,
    points: 250,
    total_points: 250,
  });
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
});

test('a customer pays part with account credits and the rest by card', async ({
  page,
  loginAs,
}) => {
  await addToCustomerCart(705, 2);
  await loginAs(page, 'customer');
  await page.goto('/checkout');
  await next(page);
  await next(page);
  await expect(step(page, 'Step 3: Payment')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByTestId('summary-total')).toHaveText('$67.93');
  await page.getByRole('radio', { name: 'Account Credits ($15.00)' }).check();
  await expect(
    page.getByText(
      "Your account credit of $15.00 pays $15.00 of this order's total of $67.93. Please choose how to pay the remaining $52.93.",
    ),
  ).toBeVisible();
  await expect(summary.getByText('Account Credits')).toBeVisible();
  await expect(summary.getByTestId('summary-account-credits')).toHaveText('-$15.00');
  await expect(summary.getByTestId('summary-total')).toHaveText('$52.93');
  const rest = page.getByRole('radiogroup', { name: 'Pay the remaining $52.93 with' });
  await expect(rest.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
  await expectNoAxeViolations(page);
  const checkout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  expect((await checkout).postDataJSON()).toMatchObject({
    payment_method: 'credit_card',
    credits: true,
    card_number: '4111 1111 1111 1111',
    total_amount: 67.93,
    points: 0,
    total_points: 15,
  });
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  const persisted = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(persisted).not.toContain('4111');
});

test('a Canadian address needs the agree box before step 3', async ({ page, loginAs }) => {
  await addToCustomerCart(705, 1);
  await loginAs(page, 'customer');
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /88 Queen St W/ }).check();
  await next(page);
  await expect(step(page, 'Step 2: Shipping Method')).toBeVisible();
  await next(page);
  await expect(
    page.getByText('Please check this box to confirm that you have read, understand, and agree.'),
  ).toBeVisible();
  await expect(step(page, 'Step 3: Payment')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I have read, understand, and agree/ }).check();
  await next(page);
  await expect(step(page, 'Step 3: Payment')).toBeVisible();
});

test('a wrong password shows the server message and keeps the e-mail', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401 \(Unauthorized\).*\/login/);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(DEMO_USERS.customer.email);
  await form.getByLabel('Password').first().fill('not-the-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(form.getByLabel('Email')).toHaveValue(DEMO_USERS.customer.email);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});
