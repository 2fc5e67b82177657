import { apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/** Content pages (recipes, FAQ, contact, reviews, the static policy pages). */

test('a FAQ answer opens and closes by keyboard', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Common Questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Do you ship internationally?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await expect(answer).toBeHidden();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toContainText('30-45 days');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the contact form sends and shows the server message; the reviews dialog opens and closes', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada@apricot.test');
  await form.getByLabel('Phone').fill('5125550100');
  await form.getByLabel('Message').fill('Do you ship to Canada?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Thank you for contacting us. We will get back to you soon.'),
  ).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('');

  const opener = page.getByRole('button', { name: 'Read Our Reviews' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Customer Reviews' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

const policyPages = [
  ['/About', 'About Us', 'We are a family business devoted to apricot seeds'],
  ['/privacy', 'Privacy Policy', 'We never sell your personal data.'],
  ['/return_policy', 'Return Policy', 'Unopened products may be returned within 30 days'],
  ['/shipping_privacy', 'Shipping Policy', 'Orders placed before 2PM CST ship the same day.'],
  ['/autoship', 'Auto-Ship', 'Auto-Ship is offered on orders over $49.99'],
] as const;

for (const [path, title, text] of policyPages) {
  test(`${path} shows its title and text`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Apricot Storefront`);
    if (path === '/privacy') await expectNoAxeViolations(page);
  });
}

test('the superfood recipes link to the cookbook PDF', async ({ page, request }) => {
  await page.goto('/recipes-superfood');
  await expect(page.getByRole('heading', { level: 1, name: 'Superfood Recipes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pancakes' })).toBeVisible();
  await expectNoAxeViolations(page);

  const href = await page
    .getByRole('link', { name: 'Download the Recipe Contest Cookbook (PDF)' })
    .getAttribute('href');
  expect(href).toBe(`${apiURL}/downloads/recipe-contest-cookbook.pdf`);
  const pdf = await request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the seeds recipes switch from the sidebar by keyboard and by URL hash', async ({ page }) => {
  await page.goto('/seeds-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Seeds Recipes' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Apricot Seed Smoothie' })).toBeVisible();
  await expectNoAxeViolations(page);

  const sidebar = page.getByRole('navigation', { name: 'Recipes' });
  await sidebar.getByRole('link', { name: 'Apricot Kernel Pesto' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seeds-recipes#apricot-kernel-pesto$/);
  const pesto = page.getByRole('article', { name: 'Apricot Kernel Pesto' });
  await expect(pesto.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(sidebar.getByRole('link', { name: 'Apricot Kernel Pesto' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.goto('/seeds-recipes#apricot-seed-trail-mix');
  await expect(page.getByRole('article', { name: 'Apricot Seed Trail Mix' })).toBeVisible();
  await page.goBack();
  await expect(pesto).toBeVisible();
});
