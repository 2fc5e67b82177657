import {
  addToUserCart,
  apiURL,
  expect,
  expectNoAxeViolations,
  test,
  toPaymentStep,
} from './fixtures';

/** Money path journeys, and the Complete Order rule. */

const RATE_FAILED =
  'The shipping rate could not be loaded, so the order total is not known yet. Please retry before paying.';
const PAYPAL_UNAVAILABLE =
  'PayPal is not available right now. Please choose another payment method.';

test('the shipping rate fails, payment waits with a Retry, and the order goes through once it is in', async ({
  page,
  loginAs,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 500 .*\/shipingStation\/getRate\//);
  await addToUserCart('customer', 705, 2);
  let rateDown = true;
  await page.route(`${apiURL}/shipingStation/getRate/**`, async (route) => {
    if (!rateDown) return route.continue();
    // The real answer's headers (CORS included), with a failure in place of the rate.
    const response = await route.fetch();
    return route.fulfill({
      response,
      status: 500,
      body: JSON.stringify({ message: 'Rate service down' }),
    });
  });
  await loginAs(page, 'customer');
  await toPaymentStep(page);

  const notice = page.getByRole('alert').filter({ hasText: RATE_FAILED });
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('summary-shipping')).toHaveText('--');
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByText(PAYPAL_UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByText('Loading payment buttons...')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Check/Money Order' }).check();
  const complete = page.getByRole('button', { name: 'Complete Order' });
  await expect(complete).toBeDisabled();
  await expectNoAxeViolations(page);

  rateDown = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('summary-shipping')).toHaveText('$7.95');
  await expect(notice).toHaveCount(0);
  await expect(complete).toBeEnabled();
  const order = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${apiURL}/checkout`,
  );
  await complete.click();
  expect((await order).postDataJSON()).toMatchObject({
    payment_method: 'cmo',
    shipping_fee: 7.95,
    total_amount: 67.93,
  });
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
});

test('a card order whose answer is slow is sent once, however often Complete Order is pressed, and the shopper stays with it', async ({
  page,
  loginAs,
}) => {
  await addToUserCart('customer', 705, 2);
  let posts = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${apiURL}/checkout`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    await held;
    return route.continue();
  });
  await loginAs(page, 'customer');
  await toPaymentStep(page);
  await page.getByLabel('Card Number').fill('4111111111111111');
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');

  const complete = page.getByRole('button', { name: 'Complete Order' });
  await expect(complete).toBeEnabled();
  await complete.dblclick();
  await expect(complete).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect.poll(() => posts).toBe(1);
  await complete.dispatchEvent('click');
  // Leaving by a link or the browser's Back keeps the page while the order is on its way.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(
    page.getByText('Your order is being placed. Please stay on this page until it is complete.'),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('heading', { name: 'Step 3: Payment' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: 'Your Order Has Been Placed!' })).toBeVisible();
  expect(posts).toBe(1);
});
