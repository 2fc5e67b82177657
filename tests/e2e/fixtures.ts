import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { DEFAULT_VISITOR_IP } from '../../local-api/handlers/external';
import { DEMO_USERS, type DemoUserKey } from '../../local-api/seed/users';

/** The local API the e2e bundle was built against (scripts/e2e.mjs picks the port). */
export const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 5113}`;

/**
 * Known third-party console noise that must not fail a test (substring or pattern). Empty on purpose:
 * add an entry only with a comment saying whose noise it is.
 */
const consoleErrorAllowList: (string | RegExp)[] = [];

const matches = (text: string, list: (string | RegExp)[]): boolean =>
  list.some((entry) => (typeof entry === 'string' ? text.includes(entry) : entry.test(text)));

/** The errors a page logged, and a way for one test to declare the error it provokes on purpose. */
export type ConsoleErrorLog = {
  errors: string[];
  /** Chromium logs every 4xx/5xx response ("Failed to load resource"); a test that expects one says so. */
  expect: (entry: string | RegExp) => void;
};

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
};

/** Runs axe (WCAG 2.0/2.1/2.2 A + AA) on the current page; fails with one readable line per violation. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  // Evaluated, not added as a <script>: the Content-Security-Policy (rightly) blocks inline scripts.
  await page.evaluate(axeSource);
  let violations: AxeViolation[] = [];
  // axe judges contrast on the frame it sees: a toast fading in, or fading out when its 5 s end
  // while axe runs, made the result depend on the machine's speed. So short transitions settle
  // first, and a run that found something while one was under way is run again once it is over
  // (three runs at most); on a still page the first run's answer stands.
  for (let run = 1; run <= 3; run += 1) {
    const { found, animating } = (await page.evaluate(async (tags) => {
      const settle = () =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => {
                const end = Number(animation.effect?.getComputedTiming().endTime ?? Infinity);
                return animation.playState === 'running' && Number.isFinite(end) && end <= 1000;
              })
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]);
      await settle();
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      const animating = document
        .getAnimations()
        .some((animation) => animation.playState !== 'idle');
      return { found: result.violations, animating };
    }, wcagTags)) as { found: AxeViolation[]; animating: boolean };
    violations = found;
    if (!violations.length || !animating) break;
  }
  const report = violations
    .map(
      (v) =>
        `- [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}: ` +
        `${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}) ${v.helpUrl}`,
    )
    .join('\n');
  expect(
    violations,
    `axe found accessibility violations on ${page.url()}:\n${report}`,
  ).toHaveLength(0);
};

/** POST <api>/__admin/reset: back to the seed data. */
export const resetApi = async (): Promise<void> => {
  const response = await fetch(`${apiURL}/__admin/reset`, { method: 'POST' });
  if (!response.ok)
    throw new Error(`Local API reset failed: ${response.status} ${await response.text()}`);
};

/** What the page reported through `securitypolicyviolation` events (its frames included). */
/** The path of the first of the app's own scripts the page loaded (a hashed file under /assets/). */
export const firstAppScript = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const script = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .find((url) => url.origin === location.origin && /^\/assets\/.+\.js$/.test(url.pathname));
    if (!script) throw new Error('the page loaded no script from /assets/');
    return script.pathname;
  });

export type CspViolation = {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  documentURI: string;
};

export type CspViolationLog = {
  violations: CspViolation[];
  /** A test that provokes a violation on purpose says which (matched against the blocked URI and directive). */
  expect: (entry: string | RegExp) => void;
};

const describeViolation = (v: CspViolation): string =>
  `${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI}` +
  `${v.sourceFile ? ` from ${v.sourceFile}:${v.line}` : ''}${v.sample ? ` "${v.sample}"` : ''}`;

/** The geolocation stand-in answers for this visitor with `in_eu` (an EU visitor is asked for consent). */
export const locateVisitor = (page: Page, inEu: boolean) =>
  page.route('**/__ext/ipapi/**', async (route) => {
    const response = await route.fetch();
    const record = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...record, in_eu: inEu } });
  });

/** The browser sends Global Privacy Control (navigator.globalPrivacyControl), from the page's first script on. */
export const sendGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );

/** A signed-in customer with the seeded primary address: /checkout, through steps 1 and 2, to Step 3: Payment. */
export const toPaymentStep = async (page: Page): Promise<void> => {
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /1200 Congress Ave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Shipping Method' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 3: Payment' })).toBeVisible();
};

const postCartAdd = async (body: object, headers: Record<string, string> = {}): Promise<void> => {
  const response = await fetch(`${apiURL}/cart/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`cart/add failed: ${response.status} ${await response.text()}`);
};

/** Puts a product into a demo user's server-side cart (POST <api>/cart/add with their token). */
export const addToUserCart = (user: DemoUserKey, productId: number, qty: number): Promise<void> =>
  postCartAdd(
    { product_id: productId, qty },
    { Authorization: `Bearer ${DEMO_USERS[user].token}` },
  );

/** Puts a product into the guest cart of the IP the IP-echo stand-in gives every e2e visitor. */
export const addToGuestCart = (productId: number, qty: number): Promise<void> =>
  postCartAdd({ product_id: productId, qty, ip: DEFAULT_VISITOR_IP });

type Fixtures = {
  resetApiState: void;
  consoleErrors: ConsoleErrorLog;
  cspViolations: CspViolationLog;
  /** Signs a seeded demo user in before the next navigation (token in localStorage `login`, cookie `role`). */
  loginAs: (page: Page, user: DemoUserKey) => Promise<void>;
};

/**
 * A prerendered page shows the answers of the last build until the app has hydrated it and has this
 * visit's (docs/decisions/013-first-paint-prerender-and-hydrate.md): `page.goto`, `page.reload`,
 * `page.goBack` and `page.goForward` wait for that, so a test acts on the page as a shopper does once
 * it answers. Not with scripts off, where the static page is what a test reads.
 */
const awaitingHydration = (page: Page): Page => {
  const hydrated = () => page.locator('main:not([data-answers])').waitFor({ state: 'attached' });
  // Back or forward to a page that was a document of its own loads its HTML again: the same wait.
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await hydrated();
        return response;
      },
    });
  }
  return page;
};

/** A made-up answer to a cross-origin call: the CORS header the API would send, so the page reads it. */
export const answerWith = (route: Route, status: number, message: string) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': route.request().headers().origin ?? '*' },
    body: JSON.stringify({ message }),
  });

/** Google's pay.js, at the fixed address @google-pay/button-react loads. */
export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

export const test = base.extend<Fixtures>({
  // Google Pay's script is answered by the local API's stand-in (the e2e build configures a merchant).
  context: async ({ context }, provide) => {
    await context.route(GOOGLE_PAY_SCRIPT, async (route) => {
      const response = await route.fetch({ url: `${apiURL}/__ext/google-pay/pay.js` });
      await route.fulfill({ response });
    });
    await provide(context);
  },

  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : awaitingHydration(page));
  },

  resetApiState: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument.
    async ({}, provide) => {
      await resetApi();
      await provide();
    },
    { auto: true },
  ],

  // Any console.error or uncaught page error fails the test (after it ran, with the full list).
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      const expected: (string | RegExp)[] = [];
      const allowed = (text: string) =>
        matches(text, consoleErrorAllowList) || matches(text, expected);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        // Matched with the source URL, so a test can allow one failing request and no other.
        if (allowed(`${message.text()} ${url}`)) return;
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (!allowed(error.message)) errors.push(`pageerror: ${error.message}`);
      });
      await provide({ errors, expect: (entry) => expected.push(entry) });
      expect(errors, `the page logged errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  // Any Content-Security-Policy violation fails the test: the app must work under the production
  // headers (vite preview and nginx send them). Listened to in the page, reported through a binding.
  cspViolations: [
    async ({ page }, provide) => {
      const violations: CspViolation[] = [];
      const expected: (string | RegExp)[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
              .__reportCspViolation;
            void report({
              directive: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sourceFile: event.sourceFile,
              line: event.lineNumber,
              sample: event.sample,
              documentURI: event.documentURI,
            });
          },
          true,
        );
      });
      await provide({ violations, expect: (entry) => expected.push(entry) });
      const unexpected = violations
        .map(describeViolation)
        .filter((text) => !matches(text, expected));
      expect(unexpected, `Content-Security-Policy violations:\n${unexpected.join('\n')}`).toEqual(
        [],
      );
    },
    { auto: true },
  ],

  loginAs: async ({ baseURL }, provide) => {
    await provide(async (page, user) => {
      const { token, role } = DEMO_USERS[user];
      await page
        .context()
        .addCookies([{ name: 'role', value: String(role), url: baseURL ?? 'http://127.0.0.1' }]);
      // Once per tab: a later logout in the test must not be undone by the next navigation.
      await page.addInitScript((value) => {
        if (window.sessionStorage.getItem('__e2e_signed_in')) return;
        window.sessionStorage.setItem('__e2e_signed_in', '1');
        window.localStorage.setItem('login', value);
      }, token);
    });
  },
});

export { expect };
