/**
 * The cost-growth case: /store rendered with a bigger catalogue. The local API is reseeded with
 * `size` products (POST /__admin/reset?products=), and each run (fresh browser context, CPU slowed
 * 4x as Lighthouse's mobile profile, a client-side navigation to /store) times from the end of the
 * GET /products answer (held until the page shows) to the frame after every product card is in the
 * page: parsing, validating, rendering, layout. A first run of each size warms the browser's caches and is not counted (its figure swung
 * 2-5x on a busy machine).
 */
/* global window, document, MutationObserver, requestAnimationFrame -- watchCards and readTimes run in the page */
import { chromePath, chromiumFlags } from './chromium.mjs';
import { median } from './lighthouse.mjs';

/** Resolves on the frame after `expected` product cards are in the document. */
const watchCards = (expected) => {
  window.__cardsRendered = new Promise((resolveRendered) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('.product-card').length < expected) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolveRendered(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
};

const readTimes = async () => {
  const rendered = await window.__cardsRendered;
  const answer = performance
    .getEntriesByType('resource')
    .find((entry) => /\/products\/?$/.test(new URL(entry.name).pathname));
  return { rendered, answered: answer?.responseEnd ?? null };
};

/** Cards /store shows for the API's current catalogue (a product can sit in two categories). */
const cardCount = async (api) => {
  const groups = await (await fetch(`${api}/products`)).json();
  return groups.reduce((total, group) => total + group.products.length, 0);
};

/**
 * One run: a fresh context, CPU 4x slower, from the products answer to the frame after the cards.
 * `/store` is reached by a client-side navigation from `/blogs`: its prerendered HTML holds the
 * build's catalogue, so a document load would time hydration, not the render of the answer.
 */
const renderTime = async (browser, web, cards) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${web}/blogs`);
    // Hydrated, with this visit's answers (src/app/root-layout.tsx drops the mark then).
    await page.locator('main:not([data-answers])').waitFor({ state: 'attached' });
    await page.evaluate(watchCards, cards);
    // The route loader asks for the products before the page has rendered, so the answer could
    // come before the page's chunk is in and the figure would hold its download. The answer is let
    // through once the page shows (its h1, the grid still loading): the figure is its render.
    await page.route(
      (url) => url.pathname === '/products',
      async (route) => {
        await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
        await route.continue();
      },
    );
    await page.evaluate(() => window.__reactRouterDataRouter.navigate('/store'));
    const { rendered, answered } = await page.evaluate(readTimes);
    return answered == null ? null : rendered - answered;
  } finally {
    await context.close();
  }
};

export const measureStoreCost = async ({ web, api, sizes, runs }) => {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const renders = new Map(sizes.map((size) => [size, []]));
  const cardCounts = new Map();
  try {
    // The sizes take turns run by run, so a machine slowing down or speeding up during the case
    // weighs on both sides of the ratio alike.
    for (let run = 0; run <= runs; run += 1) {
      for (const size of sizes) {
        await fetch(`${api}/__admin/reset?products=${size}`, { method: 'POST' });
        const cards = await cardCount(api);
        cardCounts.set(size, cards);
        console.log(
          `[bench] /store with ${size} products, ${cards} cards (${run === 0 ? 'warm-up' : `run ${run}/${runs}`})`,
        );
        const rendered = await renderTime(browser, web, cards);
        if (run > 0) renders.get(size).push(rendered);
      }
    }
  } finally {
    await browser.close();
    await fetch(`${api}/__admin/reset`, { method: 'POST' });
  }
  const cases = sizes.map((size) => ({
    products: size,
    cards: cardCounts.get(size),
    renderMs: median(renders.get(size)),
    runsMs: renders.get(size),
  }));
  const [small, big] = cases;
  const ratio = small?.renderMs && big?.renderMs ? big.renderMs / small.renderMs : null;
  return { cases, ratio };
};
