import { afterEach, describe, expect, it } from 'vitest';
import {
  hasAddedThirdPartyScript,
  isCardEntryPath,
  loadScriptOnce,
  resetLoadedScriptsForTests,
} from './load-script';

const scriptsFor = (url: string) =>
  Array.from(document.head.querySelectorAll(`script[src="${url}"]`));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  resetLoadedScriptsForTests();
});

describe('loadScriptOnce', () => {
  it('adds one script per URL and shares the promise', async () => {
    const url = 'https://widgets.example.test/a.js';
    const first = loadScriptOnce(url);
    const second = loadScriptOnce(url);
    expect(second).toBe(first);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(loadScriptOnce(url)).resolves.toBeUndefined();
    expect(scriptsFor(url)).toHaveLength(1);
  });

  it('rejects on error and lets a later call retry', async () => {
    const url = 'https://widgets.example.test/broken.js';
    const attempt = loadScriptOnce(url);
    scriptsFor(url)[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Script failed to load');
    expect(scriptsFor(url)).toHaveLength(0);
    void loadScriptOnce(url).catch(() => undefined);
    expect(scriptsFor(url)).toHaveLength(1);
  });

  it('rejects without a URL', async () => {
    await expect(loadScriptOnce('')).rejects.toThrow('No script URL configured');
  });
});

describe('loadScriptOnce on pages where card numbers are typed', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each(['/checkout', '/checkout/', '/AccountDetails', '/accountdetails'])(
    'adds no script on %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      const url = 'https://widgets.example.test/reviews.js';
      await expect(loadScriptOnce(url)).rejects.toThrow('No third-party script');
      expect(scriptsFor(url)).toHaveLength(0);
      expect(hasAddedThirdPartyScript()).toBe(false);
    },
  );

  it('remembers that this document added one elsewhere (the router then reloads into checkout)', () => {
    window.history.replaceState(null, '', '/item/705-apricot-seed-capsules');
    expect(hasAddedThirdPartyScript()).toBe(false);
    void loadScriptOnce('https://widgets.example.test/reviews.js').catch(() => undefined);
    expect(hasAddedThirdPartyScript()).toBe(true);
  });

  it.each([
    ['/checkout', true],
    ['/CHECKOUT', true],
    ['/AccountDetails/', true],
    ['/store', false],
    ['/checkout-help', false],
    ['/store/customer_info', false],
  ])('isCardEntryPath(%j) is %s', (path, expected) => {
    expect(isCardEntryPath(path)).toBe(expected);
  });
});
