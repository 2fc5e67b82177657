import { DEMO_USERS } from '../../local-api/seed/users';
import type { Page } from '@playwright/test';
import { addToGuestCart, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Shopping journeys: guest cart with promo, signed-in Buy Now, header search, the cart surviving a
 * reload, and the cart's related products.
 */

test('a guest browses, sorts, adds 2, edits the cart, applies and removes a promo, and empties it', async ({
  page,
}) => {
  // Six pages and a dozen answers: near the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Our Products' })).toBeVisible();

  await page.getByRole('link', { name: 'Shop Apricot Seeds' }).click();
  await expect(page).toHaveURL(/\/category\/1-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apricot Seeds' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort By' }).selectOption('highest_price');
  await expect(page).toHaveURL(/sortby=highest_price/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
    'California Bitter Raw Apricot Seeds 5 lb',
  );

  await page
    .getByRole('link', { name: 'California Bitter Raw Apricot Seeds 32 oz' })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'California Bitter Raw Apricot Seeds 32 oz' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /increase/i }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Product added to cart successfully.')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'California Bitter Raw Apricot Seeds 32 oz' }),
  });
  const qty = line.getByRole('status', { name: /Quantity of/ });
  await expect(qty).toHaveText('2');

  // The cart lives on the server: a reload shows the same line.
  await page.reload();
  await expect(qty).toHaveText('2');

  await line.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(qty).toHaveText('3');

  await page.getByRole('textbox', { name: 'Promo Code' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo Code Applied Successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Remove promo code' }).click();
  await expect(page.getByRole('textbox', { name: 'Promo Code' })).toBeVisible();

  await expectNoAxeViolations(page);
  await line.getByRole('button', { name: /Delete/ }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a signed-in customer presses Buy Now and lands on /checkout', async ({ page, loginAs }) => {
  await loginAs(page, 'customer');
  await page.goto('/item/705-apricot-seed-capsules');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  // The product's own Buy Now comes first; related product cards follow.
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('searching from the header finds a product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
  await search.fill('capsules (b17)');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=capsules/);
  await search.fill('Capsules');
  await search.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Apricot Seed Capsules', exact: true }),
  ).toBeVisible();
});

test('the store drawer (loaded at its first use) works by keyboard: a category, then Escape', async ({
  page,
}) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 2, name: 'B17 Capsules' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Filter by category' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Categories' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'B17 Capsules' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'B17 Capsules' })).toBeFocused();

  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a guest signs in from the cart's inline form (loaded after the cart) and stays on the cart", async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  const form = page.getByRole('form', { name: 'Returning customer? Log in' });
  await form.getByLabel('Email').fill(DEMO_USERS.customer.email);
  await form.getByLabel('Password').first().fill(DEMO_USERS.customer.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('button', { name: `${DEMO_USERS.customer.first_name} account menu` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(form).toBeHidden();
  await expectNoAxeViolations(page);
});

/**
 * A guest's cart with one line on a phone-sized page: its related products, far below the first
 * screen, are not rendered while the cart loads (decision 044).
 */
const openPhoneCartWithOneLine = async (page: Page) => {
  await addToGuestCart(1, 1);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/cart');
  await expect(page.getByRole('status', { name: /Quantity of/ })).toHaveText('1');
  const related = page.getByRole('region', { name: 'You may also like' });
  await expect(related).toHaveCount(0);
  return { related, add: related.getByRole('button', { name: 'Add To Cart', exact: true }) };
};

test("the cart's related products render as a phone-sized page scrolls to them, and add to the cart", async ({
  page,
}) => {
  const { add } = await openPhoneCartWithOneLine(page);
  await page.keyboard.press('End');
  await expect(add.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await add.first().click();
  await expect(page.getByText('Product added to cart successfully.')).toBeVisible();
  await expect(page.getByRole('status', { name: /Quantity of/ })).toHaveCount(2);
});

test("a keyboard visitor reaches the cart's related products with Tab, before the footer", async ({
  page,
}) => {
  const { related, add } = await openPhoneCartWithOneLine(page);
  // The first Tab brings them in, with no scroll; a person's next presses come after they show.
  await page.keyboard.press('Tab');
  await expect(add.first()).toBeAttached();
  const footer = page.getByRole('contentinfo');
  for (let presses = 0; presses < 200; presses += 1) {
    if ((await related.locator(':focus').count()) > 0) break;
    await expect(footer.locator(':focus'), 'the focus reached the footer first').toHaveCount(0);
    await page.keyboard.press('Tab');
  }
  await expect(related.locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
