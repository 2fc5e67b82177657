import type { Page } from '@playwright/test';
import { addToUserCart, expect, expectNoAxeViolations, test } from './fixtures';

/** Referral and newsletter journeys. */

const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

test('the footer newsletter: required fields, a sign-up that clears the form, a repeat that keeps it', async ({
  page,
  consoleErrors,
}) => {
  // The second sign-up with the same e-mail is refused (409): Chromium logs the response.
  consoleErrors.expect(/status of 409 \(Conflict\).*\/news-latter/);
  await page.goto('/faq');
  // The form loads as the shopper nears the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter your first name.')).toBeVisible();
  await expect(form.getByText('Please enter your last name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = `nell-${Date.now()}@apricot.test`;
  await form.getByLabel('Your first name').fill('Nell');
  await form.getByLabel('Your last name').fill('News');
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(form.getByLabel('Your email address')).toHaveValue('');

  await form.getByLabel('Your first name').fill('Nell');
  await form.getByLabel('Your last name').fill('News');
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.locator('.Toastify').getByText('This email is already subscribed.'),
  ).toBeVisible();
  await expect(form.getByLabel('Your email address')).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test('a visitor arriving with ?referralCode= on a product page places an order that carries it', async ({
  page,
}) => {
  await page.goto('/item/705-apricot-seed-capsules?referralCode=ADA1007');
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(/\/store\/customer_info$/);

  await page.getByRole('button', { name: /Check Out as a Guest/ }).click();
  const guest = page.getByRole('form', { name: 'Check Out as a Guest' });
  await guest.getByLabel('Email').fill(`friend-${Date.now()}@apricot.test`);
  await guest.getByLabel(/Must be checked to continue/).check();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1: Shipping Address' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a new shipping address' });
  await form.getByLabel('First Name').fill('Fran');
  await form.getByLabel('Last Name').fill('Friend');
  await form.getByLabel('Email').fill('fran@apricot.test');
  await form.getByLabel('Phone').fill('303-555-0101');
  await form.getByLabel('State/Province').selectOption({ label: 'Colorado' });
  await form.getByLabel('Address', { exact: false }).first().fill('2 Main St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('ZIP/Postal Code').fill('80202');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('radio', { name: /2 Main St/ })).toBeChecked();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Step 2: Shipping Method' })).toBeVisible();
  await next(page);
  await page.getByRole('radio', { name: 'Check/Money Order' }).check();

  const checkout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/checkout',
  );
  await page.getByRole('button', { name: 'Complete Order' }).click();
  expect((await checkout).postDataJSON()).toMatchObject({ refferal_code: 'ADA1007' });
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  // Cleared after the order: the next order carries no code.
  expect(await page.evaluate(() => window.localStorage.getItem('referalCode'))).toBeNull();
});

test('a guest gets a refer code by e-mail', async ({ page }) => {
  await page.goto('/refer-a-friend');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer A Friend' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Get My Refer Code' });
  await form.getByRole('button', { name: 'Get My Refer Code' }).click();
  await expect(form.getByText('Please enter email address')).toBeVisible();
  await form.getByLabel('Email').fill(`gina-${Date.now()}@apricot.test`);
  await form.getByRole('button', { name: 'Get My Refer Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your refer code' });
  await expect(dialog.getByRole('textbox', { name: 'Your refer code' })).toHaveValue(/^GUEST\d+$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a customer copies the referral link', async ({ page, loginAs, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'customer');
  await page.goto('/refer-a-friend');
  const link = page.getByRole('textbox', { name: 'Your referral link' });
  await expect(link).toHaveValue(/\?referralCode=ADA1007$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\?referralCode=ADA1007$/,
  );
  await expectNoAxeViolations(page);
});

test('a voucher redeemed in the loyalty dialog is applied in the cart as an LL promo', async ({
  page,
  loginAs,
}) => {
  // The path without the loyalty widget (on in the e2e build): its script defines nothing here.
  await page.route('**/__ext/scripts/loyaltylion.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await addToUserCart('customer', 705, 2);
  await loginAs(page, 'customer');
  await page.goto('/cart');
  await page.getByRole('button', { name: '1,415 points' }).click();
  const loyalty = page.getByRole('dialog', { name: 'Loyalty Rewards' });
  await loyalty.getByRole('tab', { name: 'Get rewards' }).click();
  const fiveOff = loyalty.getByRole('listitem').filter({ hasText: '$5 off your order' });
  await fiveOff.getByRole('button', { name: 'Get Rewards' }).click();
  const voucher = page.getByRole('dialog', { name: 'Your Voucher Code' });
  const codeField = voucher.getByRole('textbox', { name: 'Voucher code' });
  await expect(codeField).toHaveValue(/^LOYAL-5OFF-\d+$/);
  const code = await codeField.inputValue();
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(loyalty).toBeHidden();

  await page.getByRole('textbox', { name: 'Promo Code', exact: true }).fill(code);
  const applied = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/apply/promo',
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await applied).postDataJSON()).toEqual({
    promoCode_type: 'LL',
    promo: code,
    reward_id: 1,
    discount_amount: 5,
    discount_type: 'flat',
  });
  await expect(page.getByText('Promo Code Applied Successfully')).toBeVisible();
  await expect(page.getByText(`Promo code applied: ${code}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
