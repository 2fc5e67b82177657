import type { Page } from '@playwright/test';
import { apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/** The main column's post titles (the footer has level-2 headings too). */
const postTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The closed network has no YouTube: the player answers from here. */
const standInPlayer = (page: Page) =>
  page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    }),
  );

test.describe('blogs', () => {
  test('filter the list by a category, open a post and its category page, and come back filtered', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(postTitles(page)).toHaveCount(8);

    const opener = page.getByRole('button', { name: 'Filter by category' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filter by category' });
    await expect(drawer).toBeVisible();
    // Tab and Shift+Tab cycle inside the open drawer.
    const focusInDrawer = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (const key of [...Array<string>(9).fill('Tab'), ...Array<string>(9).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      await expect.poll(focusInDrawer).toBe(true);
    }
    await drawer.getByRole('checkbox', { name: 'News' }).check();
    await expect(page).toHaveURL(/\?category_slug=news$/);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter by category (1)' })).toBeFocused();
    await expect(postTitles(page)).toHaveText([
      'Harvest Season at the Orchard',
      'Introducing AP Fuel Mushroom Coffee',
    ]);

    await page.getByRole('link', { name: 'Harvest Season at the Orchard' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harvest Season at the Orchard' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/blogs\/orchard-harvest-2025$/);

    await page
      .getByRole('main')
      .getByRole('list', { name: 'Categories' })
      .getByRole('link', { name: 'News' })
      .click();
    await expect(page).toHaveURL(/\/blogByCategory\/3\/News$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    // The API sends no product_name: 'By' names the shop (VITE_COMPANY_NAME's default here).
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Harvest Season at the Orchard' })
        .getByText('By Apricot Storefront'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Blogs/);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs\?category_slug=news$/);
    await expect(postTitles(page)).toHaveText([
      'Harvest Season at the Orchard',
      'Introducing AP Fuel Mushroom Coffee',
    ]);
  });

  test('a hostile post body reaches the /blogs excerpt as plain text: nothing of it loads or runs', async ({
    page,
    consoleErrors,
    cspViolations,
  }) => {
    // The excerpt reads the raw body through htmlToText (the browser's DOMParser parses it into an
    // inert document). Chromium judges the inline handler against the page's CSP while that script
    // parses it, and reports it from the app's script (it sits in a shared chunk, so no file name is
    // asserted); the handler never runs. The image is on the API, which img-src allows, so a live <img> would request
    // it: the inert document requests nothing.
    consoleErrors.expect(/Executing inline event handler violates/);
    cspViolations.expect(
      /^script-src-attr blocked inline on \S+\/blogs from \S+\/assets\/\S+\.js:\d+/,
    );
    const bait = `${apiURL}/images/blog/never-requested.svg`;
    const stray: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('never-requested')) stray.push(request.url());
    });
    const api = new URL(apiURL).origin;
    await page.route(
      (url) => url.origin === api && url.pathname === '/blog',
      async (route) => {
        const response = await route.fetch();
        const [first, ...rest] = (await response.json()) as Record<string, unknown>[];
        const hostile = {
          ...first,
          slug: 'hostile',
          blog_title: 'Hostile body',
          body:
            `<p>Soak the seeds.</p><img src="${bait}" onerror="window.__pwned=1">` +
            '<script>window.__pwned=1</script>',
        };
        return route.fulfill({ response, json: [hostile, ...rest] });
      },
    );
    await page.goto('/blogs');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Hostile body' }) });
    await expect(card.getByText('Soak the seeds.', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(stray).toEqual([]);
    await expect(page.locator('[onerror], img[src*="never-requested"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('an unknown post shows its not-found state inside the layout', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 404/);
    await page.goto('/blogs/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all posts' })).toBeVisible();
  });
});

test.describe('media', () => {
  test('open and close the gallery overlay by keyboard', async ({ page }) => {
    await page.goto('/life-style');
    const thumbs = page.getByRole('main').getByRole('button', { name: /^Life style photo/ });
    await expect(thumbs).toHaveCount(12);
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Life Style' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Image 3 of 12')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('img', { name: 'Life style photo 4 of 12' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Image 2 of 12')).toBeVisible();
    // Tab cycles inside the overlay (Close, Previous image, Next image).
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(focusInDialog).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(2)).toBeFocused();
  });

  test('a video section by hash, and nothing from YouTube or Google before Play', async ({
    page,
  }) => {
    await standInPlayer(page);
    const hostRequests: string[] = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (
        /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|google\.com|gstatic\.com|googleapis\.com|vimeo\.com|vimeocdn\.com)$/.test(
          host,
        )
      )
        hostRequests.push(request.url());
    });
    await page.goto('/videos#3');
    const section = page.locator('section[id="3"]');
    await expect(
      section.getByRole('heading', { name: 'Making AP Fuel Mushroom Coffee' }),
    ).toBeVisible();
    await expect(section).toBeInViewport();
    // The mp4 section plays the seeded file with the browser's controls.
    const file = page.locator('section[id="2"] video[controls]');
    await expect
      .poll(() => file.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Local posters only: the visitor's address reaches no video host before Play.
    expect(hostRequests).toEqual([]);

    await section
      .getByRole('button', { name: 'Play video: Making AP Fuel Mushroom Coffee' })
      .click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await expect(page.frameLocator('section[id="3"] iframe').getByText('Player')).toBeVisible();
    expect(hostRequests).toEqual([
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    ]);
  });

  test('a video file that cannot load says so instead of a broken player', async ({
    page,
    consoleErrors,
  }) => {
    // Missing on purpose: Chromium logs its 404.
    consoleErrors.expect(/media\/cracking-kernels\.mp4/);
    await page.route('**/media/cracking-kernels.mp4', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"File not found."}',
      }),
    );
    await page.goto('/videos#2');
    await expect(
      page
        .locator('section[id="2"]')
        .getByText('This video cannot be played right now. Please try again later.'),
    ).toBeVisible();
  });
});

test.describe('accessibility (axe) of the blog and media pages', () => {
  const pages: [string, string, string][] = [
    ['blog list', '/blogs', 'Blogs'],
    ['blog post', '/blogs/apricot-seed-smoothie', 'Apricot Seed Morning Smoothie'],
    ['blog category', '/blogByCategory/1/Recipes', 'Recipes'],
    ['life style', '/life-style', 'Life Style'],
    ['videos', '/videos', 'Videos'],
  ];
  for (const [name, url, heading] of pages) {
    test(`${name} page has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('the open filter drawer has no axe violations', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('button', { name: 'Filter by category' }).click();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Recipes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
