import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { HoldingGate } from './holding-gate';

/**
 * One small page API over the two engines Playwright's system-browser setup cannot drive: Firefox
 * ESR through puppeteer-core (WebDriver BiDi, no geckodriver) and WebKitGTK through its WebDriver
 * (selenium-webdriver). Elements are found the
 * way the other tests find them, by role, label and text, with Testing Library's own queries run in
 * the page; presses, clicks and keys are the driver's real input, never a synthetic element.click().
 */
export type EngineName = 'firefox' | 'webkit';

/** A name or text to match: a string matches exactly (Testing Library's default), a RegExp partly. */
export type Match = string | RegExp;

export type Query = (
  { role: string; name?: Match; level?: number } | { text: Match } | { label: Match }
) & {
  /** Searched inside the one element this query finds (an error when it finds several). */
  within?: Query;
};

export type SpecialKey = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowRight' | 'End';

export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates to a path of the shop and waits until the app has hydrated it (decision 013). */
  goto(path: string): Promise<void>;
  /**
   * Navigates to a path of the shop with the answers for the files `held` matches (by path) held
   * back until `release`, which sends them or, with `fail`, fails them as a dropped connection
   * would; waits for the HTML only, not for hydration. The holding gate (./holding-gate.ts) holds
   * them, for every engine.
   */
  visitHolding(path: string, held: RegExp): Promise<{ release: (fail: boolean) => void }>;
  reload(): Promise<void>;
  /**
   * Clears this shop's storage and cookies in the page: the next `goto` is a new visitor's, without
   * the cost of a new browser session (WebKitWebDriver starts a new MiniBrowser for each).
   */
  forgetVisitor(): Promise<void>;
  url(): Promise<string>;
  /** How many accessible elements match now (hidden ones are left out, as Testing Library does). */
  count(query: Query): Promise<number>;
  /** Waits for exactly one match, then clicks it with the driver's pointer. */
  click(query: Query): Promise<void>;
  /** Waits for at least one match, then clicks the first (in document order). */
  clickFirst(query: Query): Promise<void>;
  /** Moves the focus to the one match (as Playwright's locator.focus()), before a key press. */
  focus(query: Query): Promise<void>;
  /** Clicks the one match, selects what it holds and types `text` with the driver's keyboard. */
  fill(query: Query, text: string): Promise<void>;
  /** A key pressed on whatever has the focus. */
  press(key: SpecialKey): Promise<void>;
  /** Text typed on whatever has the focus (a focused select picks its option by typing). */
  type(text: string): Promise<void>;
  /** The text content of the one match (trimmed), or its value for a form control. */
  textOf(query: Query): Promise<string>;
  /** Whether the one match is the focused element. */
  isFocused(query: Query): Promise<boolean>;
  /** Whether the one match is checked (a radio or checkbox). */
  isChecked(query: Query): Promise<boolean>;
  /** Whether the one match is disabled. */
  isDisabled(query: Query): Promise<boolean>;
  /** Runs a function body in the page (`arguments[0]`... are `args`) and returns its value. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** The size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** An attribute of the one match (null when absent). */
  attribute(query: Query, name: string): Promise<string | null>;
  /** Polls a read-only page expression (a function body) until it returns true. */
  waitUntil(what: string, body: string, ...args: unknown[]): Promise<void>;
  /** Waits until `query` matches `count` accessible elements (1 by default). */
  expectCount(query: Query, count?: number): Promise<void>;
  /** Polls `read` until it returns `expected`. */
  expectValue<T>(what: string, read: () => Promise<T>, expected: T): Promise<void>;
  /** A PNG of the viewport (attached to a failed test). */
  screenshot(): Promise<Buffer>;
  /**
   * Uncaught errors, unhandled rejections and console errors the page reported so far. Firefox: the
   * BiDi log, from the first script on. WebKit: WebKitGTK's driver has no log and no script before
   * the page's own, so a listener is installed as soon as each document has loaded (errors thrown
   * while its first scripts run are missed there).
   */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

const testingLibrarySource = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

/** A Query as JSON: RegExps travel as source and flags. */
type WireMatch = { exact: string } | { source: string; flags: string };
const wire = (query: Query): unknown => {
  const match = (m: Match | undefined): WireMatch | undefined =>
    m === undefined
      ? undefined
      : typeof m === 'string'
        ? { exact: m }
        : { source: m.source, flags: m.flags };
  return {
    ...('role' in query ? { role: query.role, name: match(query.name), level: query.level } : {}),
    ...('text' in query ? { text: match(query.text) } : {}),
    ...('label' in query ? { label: match(query.label) } : {}),
    within: query.within ? wire(query.within) : undefined,
  };
};

/**
 * In-page lookup (plain JS text: a transpiled function could carry the test runtime's helpers): the
 * matches of arguments[0], or null while the document lacks Testing Library (a new document forgets it).
 */
const findAll = String.raw`
  const TL = window.TestingLibraryDom;
  if (!TL) return null;
  const matcher = (m) => m === undefined || m === null ? undefined : 'exact' in m ? m.exact : new RegExp(m.source, m.flags);
  const resolve = (q) => {
    let root = document.body;
    if (q.within) {
      const outer = resolve(q.within);
      if (outer.length !== 1) return [];
      root = outer[0];
    }
    if (q.role) return TL.queryAllByRole(root, q.role, { name: matcher(q.name), level: q.level ?? undefined });
    if (q.text) return TL.queryAllByText(root, matcher(q.text));
    return TL.queryAllByLabelText(root, matcher(q.label));
  };
  return resolve(arguments[0]);
`;

export const describeQuery = (query: Query): string => {
  const own =
    'role' in query
      ? `role ${query.role}${query.name === undefined ? '' : ` named ${String(query.name)}`}${query.level ? ` level ${query.level}` : ''}`
      : 'text' in query
        ? `text ${String(query.text)}`
        : `label ${String(query.label)}`;
  return query.within ? `${own} within (${describeQuery(query.within)})` : own;
};

const stepTimeout = 10_000;

/** Polls `probe` until it returns something other than undefined, or fails with `what`. */
const poll = async <T>(what: () => string, probe: () => Promise<T | undefined>): Promise<T> => {
  const end = Date.now() + stepTimeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      // A navigation in progress throws (the document went away): try again.
      last = error;
    }
    if (Date.now() > end)
      throw new Error(`${what()} after ${stepTimeout} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * In the middle of the viewport (instantly: the root's `scroll-behavior: smooth` would leave it off
 * screen when the click comes), then whether its box stayed the same over two animation frames.
 */
const settled = String.raw`
  const element = arguments[0];
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = () => JSON.stringify(element.getBoundingClientRect());
  const before = box();
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before))),
  );
`;

/**
 * A Content-Security-Policy or Trusted Types violation is an error of the journey: the shop must
 * work under its policy in every engine (docs/decisions/036-strict-csp-and-trusted-types.md).
 */
const reportViolations = String.raw`
  document.addEventListener('securitypolicyviolation', (event) => (REPORT)(
    'csp violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') +
    (event.sourceFile ? ' from ' + event.sourceFile + ':' + event.lineNumber : '') +
    (event.sample ? ' "' + event.sample + '"' : '')), true);
`;

/**
 * In the page, both engines: an argument of console.error as text, an Error with its name, message
 * and the first lines of its stack (checked by brand, not instanceof, for an error of another realm).
 */
const errorArgText = String.raw`(value) =>
    Object.prototype.toString.call(value) === '[object Error]'
      ? value.name + ': ' + value.message + ' @ ' + String(value.stack).split('\n').slice(0, 4).join(' < ')
      : String(value)`;

/** WebKit: records later errors of this document in window.__engineErrors (see errors()). */
const listenForErrors = String.raw`
  if (window.__engineErrors) return;
  const seen = (window.__engineErrors = []);
  addEventListener('error', (event) => seen.push('pageerror: ' + event.message));
  addEventListener('unhandledrejection', (event) => seen.push('unhandledrejection: ' + String(event.reason)));
  const original = console.error.bind(console);
  const text = ${errorArgText};
  console.error = (...args) => {
    seen.push('console.error: ' + args.map(text).join(' '));
    original(...args);
  };
  ${reportViolations.replace('REPORT', '(text) => seen.push(text)')}
`;
/** Marks the last argument errorsAsText adds: the place that called console.error. */
const CALLER = '\u2063';
/**
 * Firefox: an Error handed to console.error reaches puppeteer over WebDriver BiDi without its
 * message (it reads back as "undefined"), so the page hands every argument over as text. The
 * console then reports this wrapper as the place of the call, so the caller's place (the stack's
 * second frame) goes along as a last argument, marked with CALLER.
 */
const errorsAsText = String.raw`
  const original = console.error.bind(console);
  const text = ${errorArgText};
  console.error = (...args) => {
    const caller = String(new Error().stack).split('\n')[1] ?? '';
    original(...args.map(text), '${CALLER}' + caller.replace(/^[^@]*@/, ''));
  };
`;
const harvestErrors = String.raw`
  const seen = window.__engineErrors;
  if (!seen) return null;
  return seen.splice(0, seen.length);
`;

const hydrated = `return document.readyState === 'complete' && Boolean(document.querySelector('main:not([data-answers])'));`;

// Every picture loaded, failed, or lazy and not asked for yet (in Firefox a lazy picture has no
// currentSrc until then). Firefox reports a picture whose download a navigation cuts short as an
// error of the page ("Image corrupt or truncated."): a journey leaves a page there once its
// pictures have finished, as a shopper's reading would. WebKit reports none, and this test did not
// turn true within 10 s on its `/` at 320 px: it leaves at once.
const imagesSettled = `return Array.from(document.images || []).every((image) => image.complete || (image.loading === 'lazy' && !image.currentSrc));`;

/** The shared part: everything but finding an element and the raw input. */
abstract class BasePage<E> implements EnginePage {
  abstract readonly engine: EngineName;
  protected constructor(
    protected readonly baseURL: string,
    private readonly gate: HoldingGate,
  ) {}
  abstract run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** The matches, or null when the document has no Testing Library yet. */
  protected abstract find(query: Query): Promise<E[] | null>;
  /** Runs Testing Library's bundle in the page, as the driver's script: the page's CSP allows no eval. */
  protected abstract loadTestingLibrary(): Promise<void>;

  protected async all(query: Query): Promise<E[]> {
    const found = await this.find(query);
    if (found) return found;
    await this.loadTestingLibrary();
    return (await this.find(query)) ?? [];
  }
  protected abstract navigate(url: string): Promise<void>;
  /** Navigates, waiting for the HTML only: not for the page's other files (one may be held). */
  protected abstract navigateToHtml(url: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  protected abstract clickElement(element: E): Promise<void>;
  protected abstract typeKeys(text: string): Promise<void>;
  protected abstract selectAll(): Promise<void>;
  abstract press(key: SpecialKey): Promise<void>;
  abstract errors(): Promise<string[]>;
  abstract close(): Promise<void>;
  abstract screenshot(): Promise<Buffer>;

  protected async waitForHydration(): Promise<void> {
    await poll(
      () => `the page did not hydrate`,
      async () => ((await this.run<boolean>(hydrated)) ? true : undefined),
    );
  }

  async visitHolding(path: string, held: RegExp): Promise<{ release: (fail: boolean) => void }> {
    await this.leave();
    const hold = this.gate.hold(held);
    await this.navigateToHtml(new URL(path, this.baseURL).href);
    return hold;
  }

  /** What the engine needs before the page is left (nothing, unless it says otherwise). */
  protected async leave(): Promise<void> {}

  async goto(path: string): Promise<void> {
    await this.leave();
    await this.navigate(new URL(path, this.baseURL).href);
    await this.waitForHydration();
  }

  async forgetVisitor(): Promise<void> {
    await this.leave();
    // A file of the shop that runs no app, so nothing writes its state back while it is cleared.
    await this.navigate(new URL('/favicon.png', this.baseURL).href);
    await this.run('localStorage.clear(); sessionStorage.clear();');
    await this.clearCookies();
  }

  protected abstract clearCookies(): Promise<void>;

  async count(query: Query): Promise<number> {
    return (await this.all(query)).length;
  }

  protected async one(query: Query): Promise<E> {
    let seen = 0;
    return poll(
      () => `expected one element with ${describeQuery(query)}, found ${seen}`,
      async () => {
        const found = await this.all(query);
        seen = found.length;
        return found.length === 1 ? found[0] : undefined;
      },
    );
  }

  async click(query: Query): Promise<void> {
    await this.clickOn(query, await this.one(query));
  }

  /**
   * The driver's click once the element stands still, its error naming the query (a WebDriver error
   * names no element). Neither driver waits as Playwright does: a drawer sliding in, or a notice
   * arriving above a radio, moved the target between the driver's aim and its press.
   */
  protected async clickOn(query: Query, element: E): Promise<void> {
    await poll(
      () => `${describeQuery(query)} kept moving`,
      async () => ((await this.run<boolean>(settled, element)) ? true : undefined),
    );
    try {
      await this.clickElement(element);
    } catch (error) {
      throw new Error(`${this.engine} could not click ${describeQuery(query)}: ${String(error)}`, {
        cause: error,
      });
    }
  }

  async clickFirst(query: Query): Promise<void> {
    const first = await poll(
      () => `expected an element with ${describeQuery(query)}, found none`,
      async () => (await this.all(query))[0],
    );
    await this.clickOn(query, first);
  }

  async focus(query: Query): Promise<void> {
    await this.onElement(query, 'arguments[0].focus();');
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.clickOn(query, await this.one(query));
    await this.selectAll();
    await this.typeKeys(text);
  }

  type(text: string): Promise<void> {
    return this.typeKeys(text);
  }

  protected async onElement<T>(query: Query, body: string): Promise<T> {
    return this.run<T>(body, await this.one(query));
  }

  textOf(query: Query): Promise<string> {
    return this.onElement(
      query,
      `const e = arguments[0]; return ('value' in e && e.tagName !== 'BUTTON' ? String(e.value) : e.textContent).trim();`,
    );
  }

  isFocused(query: Query): Promise<boolean> {
    return this.onElement(query, 'return document.activeElement === arguments[0];');
  }

  isChecked(query: Query): Promise<boolean> {
    return this.onElement(query, 'return Boolean(arguments[0].checked);');
  }

  attribute(query: Query, name: string): Promise<string | null> {
    return this.onElementWith(query, 'return arguments[0].getAttribute(arguments[1]);', name);
  }

  protected async onElementWith<T>(query: Query, body: string, ...args: unknown[]): Promise<T> {
    return this.run<T>(body, await this.one(query), ...args);
  }

  async waitUntil(what: string, body: string, ...args: unknown[]): Promise<void> {
    await poll(
      () => `${this.engine}: ${what}`,
      async () => ((await this.run<boolean>(body, ...args)) ? true : undefined),
    );
  }

  async expectCount(query: Query, count = 1): Promise<void> {
    let seen = -1;
    await poll(
      () => `${this.engine}: expected ${count} of ${describeQuery(query)}, found ${seen}`,
      async () => {
        seen = await this.count(query);
        return seen === count ? true : undefined;
      },
    );
  }

  async expectValue<T>(what: string, read: () => Promise<T>, expected: T): Promise<void> {
    let seen: T | undefined;
    await poll(
      () =>
        `${this.engine}: expected ${what} to be ${JSON.stringify(expected)}, was ${JSON.stringify(seen)}`,
      async () => {
        seen = await read();
        return seen === expected ? true : undefined;
      },
    );
  }

  abstract setViewport(width: number, height: number): Promise<void>;

  isDisabled(query: Query): Promise<boolean> {
    return this.onElement(query, `return arguments[0].matches(':disabled');`);
  }
}

const ffKeys: Record<SpecialKey, SpecialKey> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  ArrowDown: 'ArrowDown',
  ArrowRight: 'ArrowRight',
  End: 'End',
};

class FirefoxPage extends BasePage<ElementHandle<Element>> {
  readonly engine = 'firefox';
  private readonly logged: string[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    baseURL: string,
    gate: HoldingGate,
  ) {
    super(baseURL, gate);
    page.on('pageerror', (error) => this.logged.push(`pageerror: ${String(error)}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      const reported = url ? ` (${url}:${lineNumber ?? '?'})` : '';
      // Each argument read in the page: text already, the caller's place last (errorsAsText).
      this.pending.push(
        Promise.all(
          message.args().map((arg) => arg.evaluate((value: unknown) => String(value))),
        ).then(
          (parts) => {
            const caller = parts.at(-1)?.startsWith(CALLER) ? parts.pop()!.slice(1) : '';
            const where = caller ? ` (${caller})` : reported;
            this.logged.push(`console.error: ${parts.join(' ') || message.text()}${where}`);
          },
          () => {
            // Its document was already gone, torn down by the journey's own navigation: what it
            // logged cannot be read, and a page being left is no longer the one under test. Said
            // on the runner's output, never dropped silently.
            console.warn(`[engines] firefox: console.error in a page being left${reported}`);
          },
        ),
      );
    });
  }

  static async open(browser: Browser, baseURL: string, gate: HoldingGate): Promise<FirefoxPage> {
    // A user context of its own: no storage or cookies from the previous test.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    // Before the page's own scripts, in every document: a violation logs a console error.
    await page.evaluateOnNewDocument(
      reportViolations.replace('REPORT', '(text) => console.error(text)'),
    );
    await page.evaluateOnNewDocument(errorsAsText);
    return new FirefoxPage(context, page, baseURL, gate);
  }

  /** Its pictures settled first (imagesSettled): Firefox reports one cut short as a page error. */
  protected override async leave(): Promise<void> {
    await poll(
      () => `the page's pictures did not finish loading`,
      async () => ((await this.run<boolean>(imagesSettled)) ? true : undefined),
    );
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    // Page code as text on purpose (see findAll).
    const fn = new Function(body) as (...a: unknown[]) => T;
    return this.page.evaluate(fn as never, ...(args as never[])) as Promise<T>;
  }

  protected async loadTestingLibrary(): Promise<void> {
    await this.page.evaluate(testingLibrarySource);
  }

  protected async find(query: Query) {
    const fn = new Function(findAll) as () => Element[] | null;
    const list = await this.page.evaluateHandle(fn, wire(query) as never);
    if (await this.page.evaluate((value: unknown) => value === null, list)) return null;
    const properties = await list.getProperties();
    await list.dispose();
    const elements = [];
    for (const handle of properties.values()) {
      const element = handle.asElement();
      if (element) elements.push(element as ElementHandle<Element>);
    }
    return elements;
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  protected async navigateToHtml(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'domcontentloaded' });
  }

  async reload(): Promise<void> {
    await this.leave();
    await this.page.reload({ waitUntil: 'load' });
    await this.waitForHydration();
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  protected async clickElement(element: ElementHandle<Element>) {
    await element.click();
  }

  protected async clearCookies(): Promise<void> {
    await this.page.deleteCookie(...(await this.page.cookies()));
  }

  protected async selectAll(): Promise<void> {
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('a');
    await this.page.keyboard.up('Control');
  }

  protected async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: SpecialKey): Promise<void> {
    await this.page.keyboard.press(ffKeys[key]);
  }

  async errors(): Promise<string[]> {
    await Promise.allSettled(this.pending);
    return [...this.logged];
  }

  async setViewport(width: number, height: number): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

const wkKeys: Record<SpecialKey, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  ArrowRight: Key.ARROW_RIGHT,
  End: Key.END,
};

class WebKitPage extends BasePage<WebElement> {
  readonly engine = 'webkit';

  private constructor(
    private readonly driver: WebDriver,
    baseURL: string,
    gate: HoldingGate,
  ) {
    super(baseURL, gate);
  }

  /** A new MiniBrowser session (automation mode keeps no website data between sessions). */
  static async open(
    driverURL: string,
    baseURL: string,
    walletProxy: number,
    gate: HoldingGate,
  ): Promise<WebKitPage> {
    const driver = await new Builder()
      .usingServer(driverURL)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // The WebDriver's proxy capability does not reach MiniBrowser: its own options do.
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: [
            '--automation',
            `--proxy=http://127.0.0.1:${walletProxy}`,
            '--ignore-host=127.0.0.1',
            '--ignore-host=localhost',
            '--ignore-tls-errors',
          ],
        },
      })
      .build();
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    return new WebKitPage(driver, baseURL, gate);
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(body, ...args);
  }

  protected async loadTestingLibrary(): Promise<void> {
    await this.driver.executeScript(testingLibrarySource);
  }

  protected find(query: Query): Promise<WebElement[] | null> {
    return this.driver.executeScript<WebElement[] | null>(findAll, wire(query));
  }

  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  protected async clickElement(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async clearCookies(): Promise<void> {
    await this.driver.manage().deleteAllCookies();
  }

  protected async selectAll(): Promise<void> {
    await this.driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).perform();
  }

  protected async typeKeys(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  async press(key: SpecialKey): Promise<void> {
    await this.driver.actions().sendKeys(wkKeys[key]).perform();
  }

  private readonly logged: string[] = [];

  /** Moves what the current document's listener recorded into `logged`. */
  private async harvest(): Promise<void> {
    const seen = await this.driver.executeScript<string[] | null>(harvestErrors).catch(() => null);
    if (seen) this.logged.push(...seen);
  }

  protected async navigate(url: string): Promise<void> {
    await this.harvest();
    await this.driver.get(url);
    await this.driver.executeScript(listenForErrors);
  }

  /**
   * The driver's own navigation waits for the page's load event, which a held file could delay:
   * the page navigates itself instead, and the new document is awaited as far as its HTML.
   */
  protected async navigateToHtml(url: string): Promise<void> {
    await this.harvest();
    await this.driver.executeScript('location.assign(arguments[0]);', url);
    await poll(
      () => `webkit: ${url} did not load its HTML`,
      async () =>
        (await this.run<boolean>(
          `return location.href === arguments[0] && document.readyState !== 'loading';`,
          url,
        ))
          ? true
          : undefined,
    );
    await this.driver.executeScript(listenForErrors);
  }

  async reload(): Promise<void> {
    await this.leave();
    await this.harvest();
    await this.driver.navigate().refresh();
    await this.driver.executeScript(listenForErrors);
    await this.waitForHydration();
  }

  async errors(): Promise<string[]> {
    await this.harvest();
    return [...this.logged];
  }

  async setViewport(width: number, height: number): Promise<void> {
    // The window's frame (MiniBrowser's toolbar) adds to the viewport's height: size the window,
    // wait for the page to see the new size, then add what is missing.
    const reach = async (outerWidth: number, outerHeight: number) => {
      await this.driver.manage().window().setRect({ width: outerWidth, height: outerHeight });
      const { width: got } = await this.driver.manage().window().getRect();
      return poll(
        () => `webkit: the viewport did not follow a ${got} px wide window`,
        async () => {
          const inner = await this.run<[number, number]>('return [innerWidth, innerHeight];');
          return inner[0] === got ? inner : undefined;
        },
      );
    };
    const [innerWidth, innerHeight] = await reach(width, height);
    if (innerWidth === width && innerHeight === height) return;
    const [reached] = await reach(2 * width - innerWidth, 2 * height - innerHeight);
    // The toolbar's narrowest layout sets the floor (about 305 px with launchWebKit's GTK style).
    if (reached !== width)
      throw new Error(`webkit: MiniBrowser's viewport stays ${reached} px wide, not ${width}`);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

/** WebKitGTK's test browser (Debian's libwebkit2gtk-4.1-0); WEBKIT_MINIBROWSER overrides it. */
const miniBrowserPath =
  process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Debian's firefox-esr; FIREFOX_PATH overrides it. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A running engine: opens a fresh page (no storage from an earlier one) for each test. */
export type Engine = {
  open: (baseURL: string) => Promise<EnginePage>;
  close: () => Promise<void>;
};

/**
 * `walletProxy`: the port of the proxy that answers pay.google.com (./wallet-proxy.ts); the engine
 * sends https through it and accepts its certificate. The shop's own traffic is plain http.
 */
export const launchFirefox = async (walletProxy: number, gate: HoldingGate): Promise<Engine> => {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': walletProxy,
    },
  });
  return {
    open: (baseURL) => FirefoxPage.open(browser, baseURL, gate),
    close: () => browser.close(),
  };
};

/**
 * A GTK style for MiniBrowser (a configuration folder of its own): its toolbar's widgets at their
 * smallest. Its usual layout keeps the window, and so the viewport, at least about 447 px wide; a
 * phone's 390 px (and 320 px) need it narrower. Only the browser's own toolbar changes.
 */
const compactToolbarConfig = (): string => {
  const folder = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(folder, 'gtk-3.0'));
  writeFileSync(
    join(folder, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }\n',
  );
  return folder;
};

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    );
  });

/** How long a new WebKit session may take to start before the driver is started anew. */
const sessionStartTimeout = 30_000;

/** WebKitGTK has no headless mode: MiniBrowser draws on an Xvfb display of its own. */
export const launchWebKit = async (walletProxy: number, gate: HoldingGate): Promise<Engine> => {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdout!.once('data', (data: Buffer) => resolve(`:${String(data).trim()}`));
  });
  const gtkConfig = compactToolbarConfig();
  const startDriver = async () => {
    const port = await freePort();
    const child = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig },
    });
    const url = `http://127.0.0.1:${port}`;
    await poll(
      () => `WebKitWebDriver did not answer on ${url}`,
      async () => ((await fetch(`${url}/status`)).ok ? true : undefined),
    );
    return { child, url };
  };
  let driver = await startDriver();
  // Now and then WebKitWebDriver never answers a new session (MiniBrowser does not come up), and
  // every later session waits behind it: a fresh driver is asked once more, and the log says so.
  const open = async (baseURL: string): Promise<EnginePage> => {
    const session = WebKitPage.open(driver.url, baseURL, walletProxy, gate);
    try {
      return await withTimeout(session, sessionStartTimeout, 'a new WebKit session');
    } catch (error) {
      // A session that starts after all is closed; one that fails has nothing to close.
      session.then((page) => page.close()).catch(() => undefined);
      console.log(`[webkit] WebKitWebDriver restarted: ${String(error)}`);
      await stop(driver.child);
      driver = await startDriver();
      return WebKitPage.open(driver.url, baseURL, walletProxy, gate);
    }
  };
  return {
    open,
    close: async () => {
      await stop(driver.child);
      await stop(xvfb);
      rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
};
