import { expect, test } from './fixtures';

/**
 * Chromium's main thread spends 1-2 ms on every file a page requests, so the parts a page loads
 * later come in a few shared files, not one file a module (docs/decisions/053-fewer-files-a-part-loads.md).
 * A guest's cart loads the most of them: its two sign-in forms and the rows around them.
 */
const MAX_CART_SCRIPTS = 22;

test(`a guest's empty cart, its two sign-in forms included, loads in at most ${MAX_CART_SCRIPTS} script files`, async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  for (const name of ['Returning customer? Log in', 'Check out as a guest'])
    await expect(page.getByRole('form', { name })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(MAX_CART_SCRIPTS);
});
