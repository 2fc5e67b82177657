import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../../local-api/seed/users';
import { addToUserCart, apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/** Account journeys: orders and the receipt, account info, password reset. */

const { customer } = DEMO_USERS;

const accountMenu = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: `${firstName} account menu` });

/** 'YYYY-MM-DD…' (the API's calendar day) → 'MM/DD/YYYY'. */
const usDate = (apiDate: string) => {
  const [year, month, day] = apiDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

test('a customer places an order, finds it in Order History, opens the detail and the receipt', async ({
  page,
  loginAs,
}) => {
  await addToUserCart('customer', 705, 2);
  await loginAs(page, 'customer');
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /1200 Congress Ave/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Shipping Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'Check/Money Order' }).check();
  const placed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const { order_id: orderId } = (await (await placed).json()) as { order_id: number };
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/OrderHistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Your orders' });
  await expect(orders.getByRole('columnheader')).toHaveText([
    'Order no./date',
    'Details',
    'Source',
    'Payment',
    'Shipping Status',
  ]);
  // Newest first: the order just placed heads the list, next to the two seeded ones.
  const rows = orders.getByRole('row');
  await expect(rows).toHaveCount(4);
  const newest = rows.nth(1);
  await expect(newest).toContainText('Check/Money Order');
  await expect(newest).toContainText('Processing');
  await expectNoAxeViolations(page);

  const detail = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/order/detail/${orderId}`,
  );
  await newest.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orderHistory/${orderId}$`));
  const { CartCheckoutDate } = (await (await detail).json()) as { CartCheckoutDate: string };
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Order date${usDate(CartCheckoutDate)}`);
  await expect(summary).toContainText('Ship dateN/A');
  await expect(page.getByRole('table', { name: 'Products' })).toContainText(
    'Apricot Seed Capsules',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View Printable Receipt' }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt · Order #${orderId}` });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Order date${usDate(CartCheckoutDate)}`);
  await expect(receipt).toContainText('Ship dateN/A');
  await expect(receipt).toContainText('Customer support:');
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Printed, the page behind the dialog is gone and the receipt stays.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(receipt.getByText('Apricot Seed Capsules')).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();
  await expect(page.getByRole('button', { name: 'View Printable Receipt' })).toBeFocused();
});

test('a customer edits basic info and e-mail preferences and sees them after a reload', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/BasicInfo');
  const info = page.getByRole('form', { name: 'Basic Info' });
  await expect(info.getByLabel('First Name')).toHaveValue(customer.first_name);
  await expectNoAxeViolations(page);
  await info.getByLabel('First Name').fill('Adeline');
  await info.getByLabel('Last Name').fill('Orchard');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your information has been updated.')).toBeVisible();
  await expect(accountMenu(page, 'Adeline')).toBeVisible();

  await page.reload();
  await expect(info.getByLabel('First Name')).toHaveValue('Adeline');
  await expect(info.getByLabel('Last Name')).toHaveValue('Orchard');

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', {
      name: 'Email Preferences',
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Preferences' })).toBeVisible();
  await expect(page.getByText('Our newsletter goes out about once a week.')).toBeVisible();
  const newsletter = page.getByRole('checkbox', { name: 'Send me the newsletter' });
  const reviews = page.getByRole('checkbox', { name: 'Ask me to review products I bought' });
  await expect(newsletter).toBeChecked();
  await expect(reviews).toBeChecked();
  await expectNoAxeViolations(page);
  await newsletter.uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Email Preferences' })).toBeVisible();
  await expect(newsletter).not.toBeChecked();
  await expect(reviews).toBeChecked();
});

test('a shopper resets the password with the e-mailed code and signs in with the new one', async ({
  page,
}) => {
  const newPassword = 'Kernel-2026!';
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  const ask = page.getByRole('form', { name: 'Forgot Password' });
  await expectNoAxeViolations(page);
  await ask.getByLabel('Email').fill(customer.email);
  await ask.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(
    page.getByText('We have sent a verification code to your email address.'),
  ).toBeVisible();
  const reset = page.getByRole('form', { name: 'Reset Password' });
  await expect(reset.getByLabel('Email')).toHaveValue(customer.email);
  await expectNoAxeViolations(page);
  // The real API e-mails the code; the local API hands it to tests.
  const answer = await fetch(
    `${apiURL}/__admin/password-reset-code?email=${encodeURIComponent(customer.email)}`,
  );
  const { code } = (await answer.json()) as { code: string };
  await reset.getByLabel('Verification Code').fill(code);
  await reset.getByLabel(/^New Password/).fill(newPassword);
  await reset.getByLabel('Confirm New Password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Your password has been reset. Please login with your new password.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(customer.email);
  await login.getByLabel('Password').first().fill(newPassword);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, customer.first_name)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a customer buys an order again from Order History, then adds one product of it from the order page', async ({
  page,
  loginAs,
}) => {
  // Two carts, two pages and axe on each: about 30 s on a busy 2-core machine, the default limit.
  test.setTimeout(60_000);
  await loginAs(page, 'customer');
  await page.goto('/OrderHistory');
  const orders = page.getByRole('table', { name: 'Your orders' });
  await expect(orders.getByRole('link', { name: '#1001' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Seeded order 1001: one of each of two products; the cart starts empty.
  await orders.getByRole('button', { name: 'Buy it again: order #1001' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lineOf = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const seeds = lineOf('California Bitter Raw Apricot Seeds 32 oz');
  await expect(seeds.getByRole('status', { name: /Quantity of/ })).toHaveText('1');
  await expect(
    lineOf('Apricot Seed Sampler').getByRole('status', { name: /Quantity of/ }),
  ).toHaveText('1');
  await expectNoAxeViolations(page);

  await page.goto('/orderHistory/1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Add to cart: California Bitter Raw Apricot Seeds 32 oz' })
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/cart');
  await expect(seeds.getByRole('status', { name: /Quantity of/ })).toHaveText('2');
});
