import type { Page } from '@playwright/test';
import { apiURL, expect, test } from './fixtures';

/**
 * The shell's own calls (categories for the menus, the user summary) are made once per visit, not
 * once per page: open the home page, move through five pages by clicking header and footer links,
 * and count what reached the API.
 */
const layoutLink = (page: Page, selector: string) =>
  page.locator(`header ${selector}:visible, footer ${selector}:visible`).first();

test('navigating through the header and footer does not repeat the shell calls', async ({
  page,
}) => {
  const apiGets: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(apiURL)) return;
    apiGets.push(new URL(request.url()).pathname.replace(/\/+$/, '') || '/');
  });
  const count = (path: string) => apiGets.filter((p) => p === path).length;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const steps: { selector: string; path: RegExp }[] = [
    { selector: 'a[href="/store"]', path: /^\/store$/ },
    { selector: 'a[href^="/category/"]', path: /^\/category\/\d+-/ },
    { selector: 'a[href="/faq"]', path: /^\/faq$/ },
    { selector: 'a[href="/contact-us"]', path: /^\/contact-us$/ },
    // Not the cart: a guest's cart, with its login form, opens as a new document (decision 026).
    { selector: 'a[href="/blogs"]', path: /^\/blogs$/ },
  ];
  for (const step of steps) {
    await layoutLink(page, step.selector).click();
    await expect(page).toHaveURL((url) => step.path.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');

  const summary = `API GETs: ${apiGets.join(', ')}`;
  expect(count('/categories'), summary).toBe(1);
  expect(count('/auth/user'), summary).toBe(1);
});
