import { afterEach, describe, expect, it } from 'vitest';
import {
  blockThirdPartyScripts,
  hasAddedThirdPartyScript,
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

describe('loadScriptOnce while a page where a password or a card is typed is shown', () => {
  it('adds no script while blocked, and again once unblocked', async () => {
    const url = 'https://widgets.example.test/reviews.js';
    blockThirdPartyScripts(true);
    await expect(loadScriptOnce(url)).rejects.toThrow(
      'No third-party script on a page where a password or a card is typed',
    );
    expect(scriptsFor(url)).toHaveLength(0);
    expect(hasAddedThirdPartyScript()).toBe(false);
    blockThirdPartyScripts(false);
    void loadScriptOnce(url).catch(() => undefined);
    expect(scriptsFor(url)).toHaveLength(1);
    expect(hasAddedThirdPartyScript()).toBe(true);
  });
});
