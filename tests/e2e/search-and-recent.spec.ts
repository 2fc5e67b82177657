import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The header's search suggests products as the shopper types (a combobox, by
 * keyboard) and remembers the searches on this device; the product page remembers the products
 * viewed and shows them, with this visit's prices, on the next product page and the empty cart.
 */

test('the header search suggests products while typing, opens one by keyboard and remembers the search', async ({
  page,
}) => {
  await page.goto('/');
  const combobox = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
  await combobox.focus();
  await combobox.pressSequentially('caps');

  const list = page.getByRole('listbox', { name: 'Product suggestions' });
  const capsules = list.getByRole('option', { name: /^Apricot Seed Capsules(?! Value)/ });
  await expect(capsules).toBeVisible();
  await expect(capsules.locator('mark')).toHaveText(/caps/i);
  await expect(list.getByRole('option', { name: 'See all results for "caps"' })).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  // Down until the capsules are highlighted, then Enter opens that product.
  for (let step = 0; step < 7; step += 1) {
    if ((await capsules.getAttribute('aria-selected')) === 'true') break;
    await combobox.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await capsules.getAttribute('id')) ?? '',
  );
  await combobox.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();

  // On the next visit the empty box offers the search just made.
  await page.goto('/');
  await page.getByRole('search').getByRole('combobox', { name: 'Search products' }).focus();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: 'caps' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recent).toBeHidden();
});

test('a viewed product shows under Recently viewed on the next product page and on the empty cart, after a reload too, until cleared', async ({
  page,
}) => {
  await page.goto('/item/705-apricot-seed-capsules');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
  ).toBeVisible();
  await page.goto('/item/376-california-bitter-raw-apricot-seeds-32-oz');
  await expect(
    page.getByRole('heading', { level: 1, name: 'California Bitter Raw Apricot Seeds 32 oz' }),
  ).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await recent.scrollIntoViewIfNeeded();
  const card = recent.getByRole('article').filter({ hasText: 'Apricot Seed Capsules' });
  await expect(card.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
  await expect(recent).not.toContainText('California Bitter Raw Apricot Seeds 32 oz');
  await expectNoAxeViolations(page);

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByRole('article')).toHaveCount(2);
  // The list is this device's: a reload keeps it.
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.getByRole('article')).toHaveCount(2);
  await recent.getByRole('button', { name: 'Clear' }).click();
  await expect(recent).toBeHidden();
  await expectNoAxeViolations(page);
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the suggestion list is as wide as the screen at most and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.goto('/');
    const combobox = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await combobox.focus();
    await combobox.pressSequentially('apricot');
    const list = page.getByRole('listbox', { name: 'Product suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const box = await list.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(320);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await expectNoAxeViolations(page);
  });
});
