import { addToUserCart, expect, expectNoAxeViolations, test } from './fixtures';

/** Account journeys of the addresses lane: saved addresses, and the retailer's Quick Checkout. */

test('a customer adds an address, sets it primary, deletes another, and checkout preselects the new primary', async ({
  page,
  loginAs,
}) => {
  await addToUserCart('customer', 705, 1);
  await loginAs(page, 'customer');
  await page.goto('/AccountDetails');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
  await expect(page.getByText('**** **** **** 1111')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Customer');
  await dialog.getByLabel('Company').fill('Ada Wellness LLC');
  await dialog.getByLabel('Email').fill('customer@apricot.test');
  await dialog.getByLabel('Phone').fill('303-555-0100');
  await dialog.getByLabel('State/Province').selectOption({ label: 'Colorado' });
  await dialog.getByRole('textbox', { name: /^Address/ }).fill('1 Main St');
  await dialog.getByLabel('City').fill('Denver');
  await dialog.getByLabel('ZIP/Postal Code').fill('80202');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const setPrimary = page.getByRole('button', { name: 'Set as primary: Ada Customer, 1 Main St' });
  await setPrimary.click();
  await expect(setPrimary).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Set as primary: Ada Customer, 1200 Congress Ave' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete: Ada Customer, 88 Queen St W' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this shipping address?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByRole('button', { name: 'Edit: Ada Customer, 88 Queen St W' }),
  ).toBeHidden();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Step 1: Shipping Address' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /1 Main St/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /88 Queen St W/ })).toHaveCount(0);
});

test('a customer account menu has no Quick Checkout, and its code is never loaded', async ({
  page,
  loginAs,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('quick-checkout')) chunks.push(request.url());
  });
  await loginAs(page, 'customer');
  await page.goto('/AccountDetails');
  await page.getByRole('button', { name: 'Ada account menu' }).click();
  await expect(page.getByRole('link', { name: 'AccountDetails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick Checkout' })).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test('the retailer orders through Quick Checkout and lands on /cart with the chosen quantities', async ({
  page,
  loginAs,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('quick-checkout')) chunks.push(request.url());
  });
  await loginAs(page, 'wholesale');
  await page.goto('/AccountDetails');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
  expect(chunks).toEqual([]);
  await page.getByRole('button', { name: 'Rita account menu' }).click();
  await page.getByRole('button', { name: 'Quick Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Checkout' });
  await expect(dialog.getByLabel('Category')).toHaveValue('');
  await expect(dialog.getByLabel('Category').locator('option:checked')).toHaveText('All');
  expect(chunks.length).toBeGreaterThan(0);
  await dialog.getByLabel('Category').selectOption({ label: 'B17 Capsules' });
  await dialog.getByLabel('Sort').selectOption({ label: 'Price High to Low' });
  await dialog.getByLabel('Search Products').fill('b17 vitamin');
  await expect(dialog.locator('mark').first()).toHaveText('B17 Vitamin');
  await expectNoAxeViolations(page);

  await dialog.getByRole('checkbox', { name: 'B17 Vitamin Capsules', exact: true }).check();
  await dialog.getByLabel('Quantity for B17 Vitamin Capsules', { exact: true }).fill('4');
  await dialog.getByLabel('Search Products').fill('');
  await dialog.getByLabel('Category').selectOption({ label: 'All' });
  await dialog.getByLabel('Search Products').fill('Apricot Seed Sampler');
  await dialog.getByLabel('Quantity for Apricot Seed Sampler').fill('2');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Quantity of B17 Vitamin Capsules' })).toHaveText(
    '4',
  );
  await expect(page.getByRole('status', { name: 'Quantity of Apricot Seed Sampler' })).toHaveText(
    '2',
  );
  await expectNoAxeViolations(page);
});
