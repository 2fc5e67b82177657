import type { Page, Request } from '@playwright/test';
import { apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The trade pages: the wholesale application (multipart to the mail stand-in, then with the
 * mail script failing and nothing lost), paging through retailers and searching by state, the
 * affiliate page's e-mail application, and axe on the three pages.
 */

const MAIL = `${apiURL}/__ext/mail`;

const pdf = {
  name: 'resale-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

const field = (page: Page, name: string) => page.getByLabel(name, { exact: false }).first();

const fillApplication = async (page: Page) => {
  const form = page.getByRole('form', { name: 'Wholesale application' });
  await form.getByRole('textbox', { name: 'Company Name' }).fill('Corner Health Ltd');
  await form.getByRole('checkbox', { name: 'Retail Storefront' }).check();
  await form.getByRole('checkbox', { name: 'Online Retailer' }).check();
  await form.getByRole('checkbox', { name: 'Social Media' }).check();
  await form.getByRole('textbox', { name: 'Area Code' }).fill('512');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('5550100');
  await form.getByRole('textbox', { name: 'Email' }).fill('sam@corner.example');
  await form.getByRole('textbox', { name: 'Street Address', exact: true }).fill('1 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('textbox', { name: 'State / Province' }).fill('Texas');
  await form.getByRole('textbox', { name: 'ZIP / Postal Code' }).fill('78701');
  await form
    .getByRole('textbox', { name: 'How will you market and sell our products?' })
    .fill('Shelf display and our newsletter');
  await form.getByRole('textbox', { name: 'Signature First Name' }).fill('Sam');
  await form.getByRole('textbox', { name: 'Signature Last Name' }).fill('Rivera');
  await field(page, 'Business licence or resale certificate').setInputFiles(pdf);
};

const isMail = (request: Request) => request.method() === 'POST' && request.url() === MAIL;

type Submission = { data: Record<string, string | null> };

/**
 * What the mail stand-in received: Chromium does not show a multipart body with a file to
 * Playwright, so the local API tells (GET /__admin/submissions).
 */
const received = async (): Promise<Submission[]> => {
  const response = await fetch(`${apiURL}/__admin/submissions?kind=wholesale`);
  return (await response.json()) as Submission[];
};

test('wholesale application: two store types and a PDF go to the mail script as multipart; then the success text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wholesale-application');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wholesale Application' }),
  ).toBeVisible();
  // Usable at 390 px: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('231');
  await fillApplication(page);

  const sent = page.waitForRequest(isMail);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(
    page.getByRole('heading', { name: 'Application submitted successfully!' }),
  ).toBeVisible();
  const [application] = await received();
  expect(application.data).toMatchObject({
    company_name: 'Corner Health Ltd',
    store_type: 'Retail Storefront, Online Retailer',
    interest_in_product: 'Social Media',
    country_id: '231',
    email: 'sam@corner.example',
    attachment: expect.stringMatching(/^\d+-resale-certificate\.pdf$/),
  });
  expect(application.data.signature_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  expect(Object.values(application.data)).not.toContain('null');
  await expect(
    page.getByRole('heading', { name: 'Application submitted successfully!' }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
});

test('wholesale application: the mail script failing shows "Submission failed." and loses nothing; sent again it goes through', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 500/);
  await page.route(MAIL, (route) =>
    route.fulfill({ status: 500, json: { status: 500, errors: 'The mail server is down.' } }),
  );
  await page.goto('/wholesale-application');
  await fillApplication(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Submission failed.');
  await expect(alert).toContainText('The mail server is down.');
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue(
    'Corner Health Ltd',
  );
  await expect(page.getByRole('checkbox', { name: 'Retail Storefront' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Online Retailer' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Signature Last Name' })).toHaveValue('Rivera');
  expect(
    await field(page, 'Business licence or resale certificate').evaluate(
      (input: HTMLInputElement) => input.files?.[0]?.name,
    ),
  ).toBe('resale-certificate.pdf');
  await expectNoAxeViolations(page);

  expect(await received()).toEqual([]);

  await page.unroute(MAIL);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Application submitted successfully!' }),
  ).toBeVisible();
  const [application] = await received();
  expect(application.data).toMatchObject({
    company_name: 'Corner Health Ltd',
    store_type: 'Retail Storefront, Online Retailer',
    signature_last_name: 'Rivera',
    attachment: expect.stringMatching(/^\d+-resale-certificate\.pdf$/),
  });
});

test('retailer locations: page through the stores, then search by state', async ({ page }) => {
  await page.goto('/retailer-locations');
  await expect(page.getByText('Over 1,000 locations in North America')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Store list pages' });
  const rows = page.getByRole('table').getByRole('row');
  await expect(pager.getByRole('status')).toHaveText('Page 1 of 7');
  await expect(rows).toHaveCount(11);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/retailer-locations\?page=2$/);
  await expect(pager.getByRole('status')).toHaveText('Page 2 of 7');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('11');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByRole('status')).toHaveText('Page 1 of 7');
  await expect(pager.getByRole('button', { name: 'Previous' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const search = page.getByRole('search', { name: 'Find a store near you' });
  await search.getByRole('combobox', { name: 'Country' }).selectOption('United States');
  const state = search.getByRole('combobox', { name: 'State / Province' });
  await expect(state).toBeEnabled();
  await state.selectOption('Texas');
  const searched = page.waitForRequest((request) => request.url().includes('/retailer-search?'));
  await search.getByRole('button', { name: 'Search' }).click();
  const query = new URL((await searched).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    country_id: '231',
    state_id: '3943',
    page: '1',
    zip_code: '',
  });
  await expect(page).toHaveURL(/\?country_id=231&state_id=3943$/);
  await expect(pager.getByRole('status')).toHaveText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByRole('status')).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(3);
  await expect(pager.getByRole('button', { name: 'Next' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The page and filters survive a reload.
  await page.reload();
  await expect(pager.getByRole('status')).toHaveText('Page 2 of 2');
  await expect(search.getByRole('combobox', { name: 'State / Province' })).toHaveValue('3943');
});

test('axe finds nothing on /wholesale-application, /affiliate-marketing and /retailer-locations', async ({
  page,
}) => {
  await page.goto('/wholesale-application');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('231');
  await page.getByRole('button', { name: 'Submit Application' }).focus();
  await expectNoAxeViolations(page);

  await page.goto('/affiliate-marketing');
  await expect(page.getByText(/20% commission on the first order/).first()).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Go to the affiliate programme (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://affiliates.apricot.test/apricot');
  const application = page.getByRole('form', { name: 'Apply to become an affiliate' });
  await application.getByRole('textbox', { name: 'Your Name' }).fill('Sam Rivera');
  await application.getByRole('textbox', { name: 'Email' }).fill('sam@blog.example');
  await application.getByRole('button', { name: 'Prepare my application e-mail' }).click();
  const open = page.getByRole('link', { name: 'Open the e-mail' });
  await expect(open).toHaveAttribute('href', /^mailto:affiliates@apricot\.test\?subject=/);
  await expectNoAxeViolations(page);

  await page.goto('/retailer-locations');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find Apricot Seeds Near You' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Read our reviews' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer Reviews' })).toBeVisible();
  await expectNoAxeViolations(page);
});
