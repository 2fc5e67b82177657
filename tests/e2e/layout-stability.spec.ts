import type { Locator, Page } from '@playwright/test';
import { addToGuestCart, expect, locateVisitor, sendGlobalPrivacyControl, test } from './fixtures';

/**
 * Nothing moves while the bench pages load (CLS 0 on the journeys' pages): the prerendered
 * shell, then the app's first commit, lazy parts (the cart's sign-in forms, its lines' chunk) and
 * images. Shifts right after an input do not count, as in CLS.
 */

type Shift = { value: number; moved: string[] };

const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node instanceof Element ? node.className || node.tagName : node?.nodeName} ` +
            `${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page's layout shifts so far: their total, and what moved (for the failure message). */
const layoutShifts = async (page: Page) => {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: JSON.stringify(shifts),
  };
};

/** Keeps the page's largest-contentful-paint candidates (the last one is its LCP element). */
const recordLargestPaint = (page: Page) =>
  page.addInitScript(() => {
    const candidates: (Element | null)[] = [];
    Object.assign(window, { __largestPaints: candidates });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        candidates.push(entry.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** Whether the page's LCP element so far lies inside `region`, and what it is (for the message). */
const largestPaintIn = async (page: Page, region: Locator) => {
  const handle = await region.elementHandle();
  return page.evaluate((container) => {
    const element = (
      window as unknown as { __largestPaints: (Element | null)[] }
    ).__largestPaints.at(-1);
    return {
      inside: Boolean(element && container?.contains(element)),
      element: element
        ? `${element.tagName} ${element.className} "${element.textContent?.slice(0, 40)}"`
        : 'none',
    };
  }, handle);
};

/** Each page, and what shows once it has loaded. */
const pages: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: /OUR SHOP/ }) },
  { path: '/store', ready: (page) => page.getByRole('article').first() },
  {
    path: '/item/705-apricot-seed-capsules',
    // The last part to come: the tabs and related products follow the summary's first paint.
    ready: (page) => page.getByRole('heading', { name: /also bought/ }),
  },
  { path: '/blogs', ready: (page) => page.getByRole('article').first() },
  { path: '/cart', ready: (page) => page.getByRole('form', { name: /guest/i }) },
];

/**
 * A signed-in customer's second full load of `/`. The build's HTML is a guest's: the customer's
 * points and account menu take the place of LOG IN.
 */
const expectNoShiftForCustomer = async (
  page: Page,
  loginAs: (page: Page, user: 'customer') => Promise<void>,
) => {
  await loginAs(page, 'customer');
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Ada account menu' });
  await expect(menu).toBeVisible();
  await page.waitForLoadState('networkidle');

  await recordLayoutShifts(page);
  await page.goto('/');
  await expect(menu).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { total, moved } = await layoutShifts(page);
  expect(total, moved).toBe(0);
};

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
]) {
  test.describe(`layout stability at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const { path, ready } of pages) {
      test(`${path} loads without a layout shift`, async ({ page }) => {
        await recordLayoutShifts(page);
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { total, moved } = await layoutShifts(page);
        expect(total, moved).toBe(0);
      });
    }

    // The build's HTML keeps the cart count's place (hidden, one digit): a two-digit count fits it.
    test('/ for a guest with 12 items in the cart', async ({ page }) => {
      await addToGuestCart(705, 12);
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();

      await recordLayoutShifts(page);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { total, moved } = await layoutShifts(page);
      expect(total, moved).toBe(0);
    });

    test('/ for a signed-in customer, on a load after the first', async ({ page, loginAs }) => {
      await expectNoShiftForCustomer(page, loginAs);
    });

    test('/cart with a line, and with a line the header does not count yet', async ({ page }) => {
      await page.goto('/item/705-apricot-seed-capsules');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

      await recordLayoutShifts(page);
      await page.goto('/cart');
      await expect(page.getByRole('form', { name: /guest/i })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const filled = await layoutShifts(page);
      expect(filled.total, filled.moved).toBe(0);

      // The guest cart lives on the server (by IP): cleared storage keeps it, the count starts at 0.
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await expect(page.getByRole('form', { name: /guest/i })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Apricot Seed Capsules' }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const uncounted = await layoutShifts(page);
      expect(uncounted.total, uncounted.moved).toBe(0);
    });
  });
}

// Between the phone's layout and 992 px the header's actions box takes the width it needs: the
// customer's points and account menu, in place of the guest's LOG IN, must not move the page.
for (const width of [576, 768, 991]) {
  test.describe(`the signed-in header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('/ for a signed-in customer, on a load after the first', async ({ page, loginAs }) => {
      await expectNoShiftForCustomer(page, loginAs);
    });
  });
}

// The consent banner an EU visitor gets is neither the largest paint nor a shift, also
// the shorter one a browser sending Global Privacy Control gets (it asks about reviews only).
for (const gpc of [false, true]) {
  test.describe(`an EU visitor${gpc ? ' with Global Privacy Control' : ''} asked for consent`, () => {
    test.use({ viewport: { width: 412, height: 823 } });

    for (const { path, ready } of pages) {
      test(`${path}: the banner shifts nothing and is not the largest paint`, async ({ page }) => {
        if (gpc) await sendGlobalPrivacyControl(page);
        await locateVisitor(page, true);
        await recordLayoutShifts(page);
        await recordLargestPaint(page);
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        const banner = page.getByRole('region', { name: 'Your privacy choices' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(
          gpc ? 'Allow reviews?' : 'Allow marketing, reviews and loyalty?',
        );
        await page.waitForLoadState('networkidle');
        const { total, moved } = await layoutShifts(page);
        expect(total, moved).toBe(0);
        const largest = await largestPaintIn(page, banner);
        expect(largest.inside, largest.element).toBe(false);
      });
    }
  });
}

/** Every place (document top) the footer's privacy link takes, frame by frame, from the first paint. */
const recordFooterPlaces = (page: Page) =>
  page.addInitScript(() => {
    const places: number[] = [];
    Object.assign(window, { __footerPlaces: places });
    const watch = () => {
      const link = [...document.querySelectorAll('footer button')].find((button) =>
        button.textContent?.includes('Your privacy choices'),
      );
      const top = link ? link.getBoundingClientRect().top + window.scrollY : null;
      if (top !== null && places.at(-1) !== top) places.push(top);
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });

const footerPlaces = (page: Page) =>
  page.evaluate(() => (window as unknown as { __footerPlaces: number[] }).__footerPlaces);

// The footer stays where the prerendered page put it while the app hydrates below the fold (the
// product sections kept their cards, not a shorter placeholder), and when the newsletter form loads
// as the shopper nears it: a jump to the footer (End, a link) does not move its links under the pointer.
for (const width of [320, 412, 576, 1280])
  test(`the footer keeps its place for the newsletter form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await recordLayoutShifts(page);
    await recordFooterPlaces(page);
    await page.goto('/');
    // Hydrated, with this visit's answers (the root layout drops the mark then).
    await expect(page.locator('main:not([data-answers])')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const newsletter = page.getByRole('heading', { name: 'Subscribe to our newsletter' });
    await expect(newsletter).toHaveCount(0);
    const places = await footerPlaces(page);
    expect(places).toHaveLength(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(newsletter).toBeVisible();
    expect(await footerPlaces(page)).toEqual(places);
    const { total, moved } = await layoutShifts(page);
    expect(total, moved).toBe(0);
  });
