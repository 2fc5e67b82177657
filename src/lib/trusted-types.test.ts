import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  admitWalletScripts,
  inertHtml,
  resetTrustedTypesForTests,
  trustedCleanHtml,
  trustedJsonLd,
  trustedScriptUrl,
} from './trusted-types';
import { cleanHtmlNow, loadSanitizer, rememberCleanHtml } from './clean-html';

vi.mock('@/config/env', () => ({
  env: {
    loyaltyScriptUrl: 'https://loyalty.example/widget.js',
    reviewWidgetScriptUrl: '',
    marketingScriptUrl: 'https://marketing.example/track.js?key=1',
    paypalSdkUrl: 'http://127.0.0.1:5113/__ext/paypal/sdk/js',
  },
}));

type Rules = Record<string, (value: string) => string | null>;

/** A stand-in for the browser's factory: wraps what a policy admits, as the browser does. */
const installFactory = () => {
  const made = new Map<string, Rules>();
  const createPolicy = (name: string, rules: Rules) => {
    if (made.has(name)) throw new TypeError(`duplicate policy ${name}`);
    made.set(name, rules);
    const wrap = (kind: string) => (value: string) => {
      const admitted = rules[kind]!(value);
      if (admitted === null) throw new TypeError(`${name} returned null`);
      return { trusted: kind, value: admitted };
    };
    return {
      createHTML: wrap('createHTML'),
      createScript: wrap('createScript'),
      createScriptURL: wrap('createScriptURL'),
    };
  };
  vi.stubGlobal('trustedTypes', { createPolicy });
  return made;
};

beforeEach(() => resetTrustedTypesForTests());
afterEach(() => vi.unstubAllGlobals());

describe('without Trusted Types in the browser', () => {
  it('each helper hands its string back', () => {
    expect(trustedCleanHtml('<b>x</b>')).toBe('<b>x</b>');
    expect(inertHtml('<p>x</p>')).toBe('<p>x</p>');
    expect(trustedJsonLd('{"a":1}')).toBe('{"a":1}');
    expect(trustedScriptUrl('https://loyalty.example/widget.js')).toBe(
      'https://loyalty.example/widget.js',
    );
  });
});

describe('with Trusted Types', () => {
  it("admits only DOMPurify's output as HTML", async () => {
    // What the build cleaned (clean-html's table) and what DOMPurify cleans in this visit (before the
    // stand-in factory: DOMPurify would use it for its own policy).
    rememberCleanHtml([['<p onclick="x()">built</p>', '<p>built</p>'], ['<b>plain</b>']]);
    await loadSanitizer();
    expect(cleanHtmlNow('<i onmouseover="x()">late</i>')).toBe('<i>late</i>');
    installFactory();
    for (const clean of ['<p>built</p>', '<b>plain</b>', 'no markup', '<i>late</i>'])
      expect(trustedCleanHtml(clean)).toEqual({ trusted: 'createHTML', value: clean });
    expect(() => trustedCleanHtml('<p onclick="x()">built</p>')).toThrow(/apricot-html: refused/);
    expect(() => trustedCleanHtml('<img src=x onerror=alert(1)>')).toThrow(/apricot-html: refused/);
  });

  it('admits only JSON as a JSON-LD block', () => {
    installFactory();
    expect(trustedJsonLd('{"@type":"Product"}')).toEqual({
      trusted: 'createScript',
      value: '{"@type":"Product"}',
    });
    expect(() => trustedJsonLd('alert(1)')).toThrow(/apricot-json-ld: refused/);
  });

  it('loads only the configured widget scripts', () => {
    installFactory();
    expect(trustedScriptUrl('https://marketing.example/track.js?key=1')).toEqual({
      trusted: 'createScriptURL',
      value: 'https://marketing.example/track.js?key=1',
    });
    expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow(
      /apricot-script-url: refused/,
    );
    // Not configured in this build: refused like any other host.
    expect(() => trustedScriptUrl('https://reviews.example/js/stars.js')).toThrow(/refused/);
  });

  it('makes each policy once, by its name in the served policy', () => {
    const made = installFactory();
    trustedJsonLd('1');
    trustedJsonLd('2');
    inertHtml('<p>');
    expect([...made.keys()]).toEqual(['apricot-json-ld', 'apricot-inert']);
  });

  it('has no default policy until a wallet loads; then it admits only the wallets’ hosts and text without markup', () => {
    const made = installFactory();
    trustedJsonLd('1');
    expect(made.has('default')).toBe(false);
    admitWalletScripts();
    admitWalletScripts();
    const rules = made.get('default')!;
    expect(Object.keys(rules)).toEqual(['createHTML', 'createScriptURL']);
    // Google's button library writes its CSS through innerHTML: text is admitted, markup is not.
    expect(rules.createHTML!('.gpay { display: inline-block; }')).toBe(
      '.gpay { display: inline-block; }',
    );
    expect(rules.createHTML!('<img src=x onerror=alert(1)>')).toBeNull();
    expect(rules.createHTML!('a &lt; b <b>')).toBeNull();
    expect(rules.createScriptURL!('https://www.paypal.com/sdk/js?client-id=x')).toBe(
      'https://www.paypal.com/sdk/js?client-id=x',
    );
    expect(rules.createScriptURL!('https://pay.google.com/gp/p/js/pay.js')).toBe(
      'https://pay.google.com/gp/p/js/pay.js',
    );
    // The configured SDK address (a stand-in in the e2e build), with PayPal's query.
    expect(rules.createScriptURL!('http://127.0.0.1:5113/__ext/paypal/sdk/js?client-id=x')).toBe(
      'http://127.0.0.1:5113/__ext/paypal/sdk/js?client-id=x',
    );
    expect(rules.createScriptURL!('http://127.0.0.1:5113/__ext/paypal/sdk/jsx')).toBeNull();
    // null: the browser blocks it and reports the violation.
    expect(rules.createScriptURL!('https://www.paypal.com.evil.example/sdk.js')).toBeNull();
    expect(rules.createScriptURL!('https://evil.example/?https://pay.google.com/')).toBeNull();
  });
});
