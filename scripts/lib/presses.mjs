/**
 * Presses before hydration (docs/decisions/032-presses-before-hydration.md): on a slow phone a
 * prerendered page paints its controls seconds before the app has attached their handlers. For each
 * page, in a fresh context at 412x823 with the CPU 4x slower and Slow 4G (about 1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency): when the control first painted, when React had attached its handler
 * (the window between the two), and the outcome of a real press made right after the first paint:
 * the requests or navigation it caused and whether the control showed it was not ready yet.
 * Only needs the address the site is served at.
 */
/* global window, document, requestAnimationFrame, getComputedStyle, location -- the init script runs in the page */
import { chromePath, chromiumFlags } from './chromium.mjs';
import { median } from './lighthouse.mjs';

/** Lighthouse's "Slow 4G" figures, applied by the browser to every request of the page. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const STATE_TIMEOUT_MS = 120_000;
/** How long a press may take to have its effect once the app runs, before it counts as lost. */
const OUTCOME_TIMEOUT_MS = 20_000;

/**
 * The pages and their control. `text`: the control's text; `outcome`: 'add' counts
 * POST /cart/guest/add, 'customer-info' a navigation to /store/customer_info. `needsCartLine`: the
 * guest cart gets a line first (through /store, once the app runs there).
 */
export const pressPages = [
  { path: '/', text: 'Add To Cart', outcome: 'add' },
  { path: '/store', text: 'Add To Cart', outcome: 'add' },
  { path: '/item/705-apricot-seed-capsules', text: 'Add to cart', outcome: 'add' },
  { path: '/cart', text: 'Checkout', outcome: 'customer-info', needsCartLine: true },
];

/**
 * In the page from its first script on: each frame, whether the control is laid out (painted) and
 * whether React has attached its click handler (its props on the element, React's own expando);
 * the press's time, whether the control was marked busy right after it, and the outcome's time.
 */
const watchControl = ({ text, outcome }) => {
  const state = {
    paintedAt: null,
    readyAt: null,
    pressedAt: null,
    busyOnPress: null,
    outcomeAt: null,
  };
  window.__press = state;
  const find = () =>
    [...document.querySelectorAll('main button')].find(
      (button) => button.textContent.trim() === text && !button.closest('a[href]'),
    );
  const handlerOf = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
    return key ? element[key].onClick : undefined;
  };
  const frame = (time) => {
    const control = find();
    if (control && state.paintedAt === null) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden')
        state.paintedAt = time;
    }
    // The frame's time for both, so a long frame does not open a window of its own.
    if (control && state.readyAt === null && typeof handlerOf(control) === 'function')
      state.readyAt = time;
    if (
      outcome === 'customer-info' &&
      state.outcomeAt === null &&
      location.pathname === '/store/customer_info'
    )
      state.outcomeAt = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || state.pressedAt !== null) return;
      const control = find();
      if (!control || !control.contains(event.target)) return;
      state.pressedAt = performance.now();
      const handled = typeof handlerOf(control) === 'function';
      // After every listener of this press has run. Busy on a control the app handles is the app's
      // own pending state (Checkout), not a sign that it is not ready.
      setTimeout(() => {
        state.busyOnPress = !handled && control.getAttribute('aria-busy') === 'true';
      }, 0);
    },
    true,
  );
};

const isAdd = (request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/cart/guest/add';

/** Gives the guest cart a line: Add To Cart on /store once the app runs there. */
const addCartLine = async (page, baseUrl, expect) => {
  await page.goto(`${baseUrl}/store`);
  const button = page
    .locator('main:not([data-answers]) .product-card')
    .first()
    .getByRole('button', { name: 'Add To Cart' });
  await expect(button).toBeEnabled();
  await Promise.all([
    page.waitForResponse((response) => isAdd(response.request())),
    button.click(),
  ]);
};

/** One load of one page: the times (ms from the navigation's start) and the press's outcome. */
const measureOnce = async ({ browser, expect }, baseUrl, target) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  context.setDefaultTimeout(STATE_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    if (target.needsCartLine) await addCartLine(page, baseUrl, expect);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.addInitScript(watchControl, { text: target.text, outcome: target.outcome });
    let adds = 0;
    page.on('request', (request) => {
      if (isAdd(request)) adds += 1;
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/store/customer_info')
        navigations += 1;
    });
    const loaded = page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit' });
    await loaded;
    await page.waitForFunction(() => window.__press?.paintedAt != null, null, { polling: 'raf' });
    const control = page
      .locator('main button', { hasText: target.text })
      .filter({ hasNot: page.locator('a[href]') })
      .first();
    await control.click();
    await page.waitForFunction(
      () => window.__press.readyAt != null && window.__press.busyOnPress != null,
    );
    // A lost press has no effect to wait for: it counts as none after OUTCOME_TIMEOUT_MS of a running app.
    const happened =
      target.outcome === 'add'
        ? page.waitForRequest(isAdd, { timeout: OUTCOME_TIMEOUT_MS }).then(() => true)
        : page
            .waitForFunction(() => window.__press.outcomeAt != null, null, {
              timeout: OUTCOME_TIMEOUT_MS,
            })
            .then(() => true);
    const done = await happened.catch(() => false);
    if (done && target.outcome === 'add') {
      // The answer's effect (the header's count), so a second request sent with the first is counted.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => new URL(resource.name).pathname === '/cart/guest/add');
        window.__press.outcomeAt = entry ? entry.startTime : null;
      });
    }
    const times = await page.evaluate(() => window.__press);
    return {
      ...times,
      windowMs: times.readyAt - times.paintedAt,
      effects: target.outcome === 'add' ? adds : navigations,
    };
  } finally {
    await context.close();
  }
};

/**
 * `[{ path, control, outcome, runs: [...] , paintedAtMs, readyAtMs, windowMs }]` over `runs` loads a
 * page (medians), or `{ path, error }`. The pages take turns run by run.
 */
export const measurePresses = async ({
  chromePath: executablePath = chromePath,
  baseUrl,
  runs = Number(process.env.BENCH_PRESS_RUNS) || 3,
  label = '',
}) => {
  const { chromium, expect } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumFlags });
  const playwright = { browser, expect: expect.configure({ timeout: STATE_TIMEOUT_MS }) };
  const results = pressPages.map((target) => ({
    path: target.path,
    control: target.text,
    outcome: target.outcome,
    runs: [],
    error: null,
  }));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, target] of pressPages.entries()) {
        const result = results[index];
        if (result.error) continue;
        console.log(`[bench] presses${label}: ${target.path} (run ${run}/${runs})`);
        try {
          result.runs.push(await measureOnce(playwright, baseUrl, target));
        } catch (error) {
          result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results.map((result) => ({
    ...result,
    paintedAtMs: median(result.runs.map((r) => r.paintedAt)),
    readyAtMs: median(result.runs.map((r) => r.readyAt)),
    windowMs: median(result.runs.map((r) => r.windowMs)),
  }));
};
