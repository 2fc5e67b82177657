import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The loyalty dialog: a customer opens it from the points badge, saves a birthday, redeems
 * a reward and sees the points go down; axe on the open dialogs.
 */
test('loyalty: badge → dialog, birthday saved, reward redeemed, points lower', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/faq');
  const badge = page.getByRole('button', { name: '1,415 points' });
  await badge.click();

  const loyalty = page.getByRole('dialog', { name: 'Loyalty Rewards' });
  await expect(loyalty.getByRole('tab', { name: 'Earn Points' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const addBirthday = loyalty.getByRole('button', { name: 'Add Birthday: Happy Birthday' });
  await expect(addBirthday).toBeEnabled();
  await expectNoAxeViolations(page);

  await addBirthday.click();
  const birthday = page.getByRole('dialog', { name: 'Happy Birthday' });
  await birthday.getByRole('combobox', { name: 'Month' }).selectOption('March');
  await birthday.getByRole('textbox', { name: 'Day' }).fill('14');
  await birthday.getByRole('textbox', { name: 'Year' }).fill('1990');
  await birthday.getByRole('button', { name: 'Save' }).click();
  await expect(
    birthday.getByText('Your birthday is saved. You will get 250 points on your next birthday.'),
  ).toBeVisible();
  await birthday.getByRole('button', { name: 'Ok' }).click();
  await expect(birthday).toBeHidden();
  await expect(loyalty.getByRole('button', { name: 'Completed: Happy Birthday' })).toBeDisabled();

  await loyalty.getByRole('tab', { name: 'Get rewards' }).click();
  const tenOff = loyalty.getByRole('listitem').filter({ hasText: '$10 off your order' });
  await tenOff.getByRole('button', { name: 'Get Rewards' }).click();
  const voucher = page.getByRole('dialog', { name: 'Your Voucher Code' });
  await expect(voucher.getByRole('textbox', { name: 'Voucher code' })).toHaveValue(
    /^LOYAL-10OFF-\d+$/,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(voucher).toBeHidden();

  await expect(loyalty.getByText('You have 415 points')).toBeVisible();
  await loyalty.getByRole('tab', { name: 'account' }).click();
  await expect(
    loyalty.getByRole('row').filter({ hasText: 'Redeemed: $10 off your order' }),
  ).toContainText('-1,000');
  await page.keyboard.press('Escape');
  await expect(loyalty).toBeHidden();
  await expect(page.getByRole('button', { name: '415 points' })).toBeFocused();
});
