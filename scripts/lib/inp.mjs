/**
 * Interaction to Next Paint of three interactions, CPU slowed 4x as Lighthouse's mobile profile:
 * Add To Cart on /store, a sort change on a category page and a quantity change on /cart. Each run
 * opens the page in a fresh browser context, waits until the control can be used, interacts through
 * the browser's input pipeline (only trusted input gets an interactionId) and reads the Event Timing
 * entries the interaction produced. Only needs the address the site is served at.
 */
/* global window, requestAnimationFrame -- observeEvents and the evaluate callbacks run in the page */
import { chromePath, chromiumFlags } from './chromium.mjs';
import { median } from './lighthouse.mjs';

/** The smallest durationThreshold Event Timing accepts: a quicker interaction leaves no entry. */
export const DURATION_THRESHOLD_MS = 16;
export const INP_GOAL_MS = 200;
/** Loading and the app's first render at 4x slower CPU take a while on a busy machine. */
const STATE_TIMEOUT_MS = 120_000;

/**
 * The latency of the worst interaction among Event Timing entries: entries are grouped by
 * interactionId (pointerdown, pointerup and click of one tap share one), an interaction's latency is
 * its longest entry. Entries without an interactionId (pointermove, mouseover...) are not interactions.
 * Null when no interaction has an entry.
 */
export const worstInteractionLatency = (entries) => {
  const byInteraction = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    byInteraction.set(interactionId, Math.max(byInteraction.get(interactionId) ?? 0, duration));
  }
  return byInteraction.size === 0 ? null : Math.max(...byInteraction.values());
};

/**
 * From the document's start, so an interaction before the observer could run is not missed; the
 * buffered timeline alone keeps only entries of 104 ms and more.
 */
const observeEvents = (durationThreshold) => {
  const entries = [];
  const keep = (list) => {
    for (const { interactionId, name, duration, startTime } of list)
      entries.push({ interactionId, name, duration, startTime });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold, buffered: true });
  window.__inp = {
    entries,
    // Entries are reported after the frame that presented the interaction's effect: two frames later
    // they are all queued, and takeRecords hands over those not delivered yet.
    flush: () =>
      new Promise((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            keep(observer.takeRecords());
            resolve(entries);
          }),
        );
      }),
  };
};

const now = (page) => page.evaluate(() => performance.now());

/** The entries of interactions that started at `since` or later, once the observer has flushed. */
const entriesSince = (page, since) =>
  page.evaluate(
    async (from) => (await window.__inp.flush()).filter((entry) => entry.startTime >= from),
    since,
  );

/** The hydrated page with this visit's answers (src/app/root-layout.tsx), where its controls respond. */
const appMain = (page) => page.locator('main:not([data-answers])');

/** The header's cart link, "Cart, N items". */
const cartLink = (page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** Clicks the first card's Add To Cart on /store and waits for the header's count to change. */
const addToCart = async (page, baseUrl, expect) => {
  await page.goto(`${baseUrl}/store`);
  const button = appMain(page)
    .locator('.product-card')
    .first()
    .getByRole('button', { name: 'Add To Cart' });
  await expect(button).toBeEnabled();
  const countBefore = await cartLink(page).getAttribute('aria-label');
  const since = await now(page);
  await button.click();
  await expect(cartLink(page)).not.toHaveAttribute('aria-label', countBefore ?? '');
  return entriesSince(page, since);
};

/** A category of the local API's seed (local-api/seed/catalog.ts), at paths.category. */
const CATEGORY_PATH = '/category/1-Apricot-Seeds';

/**
 * Chooses the next sort with the keyboard (a closed select changes on ArrowDown; selectOption sets
 * the value from a script, which is no interaction) and waits for the cards' new order.
 */
const sortCategory = async (page, baseUrl, expect) => {
  await page.goto(`${baseUrl}${CATEGORY_PATH}`);
  const select = appMain(page).getByRole('combobox', { name: 'Sort By' });
  const titles = appMain(page).locator('.product-card h2');
  await expect(select).toBeEnabled();
  await expect(titles.first()).toBeVisible();
  const order = await titles.allTextContents();
  await select.focus();
  const since = await now(page);
  await page.keyboard.press('ArrowDown');
  // The cards go while the sorted list loads: wait for them back, in another order.
  const reordered = async () => {
    const shown = await titles.allTextContents();
    return shown.length > 0 && shown.join('\n') !== order.join('\n');
  };
  await expect.poll(reordered).toBe(true);
  return entriesSince(page, since);
};

/** Adds a product (so the cart has a line), then presses the first line's + on /cart. */
const increaseQuantity = async (page, baseUrl, expect) => {
  await addToCart(page, baseUrl, expect);
  await page.goto(`${baseUrl}/cart`);
  const increase = appMain(page)
    .getByRole('button', { name: /^Increase quantity of / })
    .first();
  const quantity = appMain(page)
    .getByRole('status', { name: /^Quantity of / })
    .first();
  await expect(increase).toBeEnabled();
  const before = (await quantity.textContent()) ?? '';
  const since = await now(page);
  await increase.click();
  await expect(quantity).not.toHaveText(before);
  return entriesSince(page, since);
};

export const interactions = [
  { name: 'Add To Cart on /store', run: addToCart },
  { name: `Sort By on ${CATEGORY_PATH}`, run: sortCategory },
  { name: 'Quantity + on /cart', run: increaseQuantity },
];

/** One run of one interaction in a fresh context: its latency in ms (null: under the threshold). */
const measureOnce = async ({ browser, expect }, baseUrl, interaction) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  context.setDefaultTimeout(STATE_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observeEvents, DURATION_THRESHOLD_MS);
    return worstInteractionLatency(await interaction.run(page, baseUrl, expect));
  } finally {
    await context.close();
  }
};

/**
 * `[{ name, inpMs, runsMs }]`: each interaction's median INP over `runs` (a run under the threshold
 * counts as the threshold, an upper bound), or `{ name, error }`. The interactions take turns run by
 * run, so a machine slowing down during the measure weighs on all of them alike.
 */
export const measureInp = async ({
  chromePath: executablePath = chromePath,
  baseUrl,
  runs = Number(process.env.BENCH_INP_RUNS) || 3,
}) => {
  const { chromium, expect } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, headless: true, args: chromiumFlags });
  const playwright = { browser, expect: expect.configure({ timeout: STATE_TIMEOUT_MS }) };
  const results = interactions.map(({ name }) => ({ name, runsMs: [], error: null }));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, interaction] of interactions.entries()) {
        const result = results[index];
        if (result.error) continue;
        console.log(`[bench] INP: ${interaction.name} (run ${run}/${runs})`);
        try {
          result.runsMs.push(await measureOnce(playwright, baseUrl, interaction));
        } catch (error) {
          result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results.map(({ name, runsMs, error }) =>
    error
      ? { name, error, runsMs }
      : {
          name,
          inpMs: median(runsMs.map((ms) => ms ?? DURATION_THRESHOLD_MS)),
          runsMs,
        },
  );
};
