/**
 * The shop's Trusted Types policies (docs/decisions/036-strict-csp-and-trusted-types.md). The served
 * policy requires them for every place a string becomes markup or a script's source, and names each
 * one (scripts/serving-config.ts). Each policy admits only what its one caller needs, and its object
 * never leaves this module. In a browser without Trusted Types each helper returns its string.
 */
import { env } from '@/config/env';
import { isCleanHtml } from './clean-html';

// Opaque values the browser accepts where it refuses a string (React's types name TrustedHTML).
type Trusted = TrustedHTML;
type Rule = (value: string) => string | null;
type PolicyRules = { createHTML?: Rule; createScript?: Rule; createScriptURL?: Rule };
type Policy = {
  createHTML: (value: string) => Trusted;
  createScript: (value: string) => Trusted;
  createScriptURL: (value: string) => Trusted;
};
type PolicyFactory = { createPolicy: (name: string, rules: PolicyRules) => Policy };

const factory = (): PolicyFactory | undefined =>
  (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

const policies = new Map<string, Policy | null>();

/** The named policy, made on first use; null where the browser has no Trusted Types. */
const policy = (name: string, rules: PolicyRules): Policy | null => {
  if (!policies.has(name)) policies.set(name, factory()?.createPolicy(name, rules) ?? null);
  return policies.get(name)!;
};

const refuse = (what: string, value: string): never => {
  throw new TypeError(`${what}: refused ${value.slice(0, 80)}`);
};

/** HTML that came out of DOMPurify, in the browser or at build time (clean-html.ts), for <SafeHtml>. */
export const trustedCleanHtml = (html: string): Trusted | string => {
  const clean = policy('apricot-html', {
    createHTML: (value) => (isCleanHtml(value) ? value : refuse('apricot-html', value)),
  });
  return clean ? clean.createHTML(html) : html;
};

/**
 * Markup for an inert document (DOMParser): nothing in it runs or loads, only its text is read
 * (src/lib/html-to-text.ts).
 */
export const inertHtml = (html: string): Trusted | string => {
  const inert = policy('apricot-inert', { createHTML: (value) => value });
  return inert ? inert.createHTML(html) : html;
};

/** The text of a JSON-LD block: JSON, which runs nothing (src/components/seo/json-ld.tsx). */
export const trustedJsonLd = (json: string): Trusted | string => {
  const jsonLd = policy('apricot-json-ld', {
    createScript: (value) => {
      try {
        JSON.parse(value);
        return value;
      } catch {
        return refuse('apricot-json-ld', value);
      }
    },
  });
  return jsonLd ? jsonLd.createScript(json) : json;
};

/** The widgets' scripts the build was configured with: nothing else is loaded by loadScriptOnce. */
const widgetScripts = (): string[] =>
  [env.loyaltyScriptUrl, env.reviewWidgetScriptUrl, env.marketingScriptUrl].filter(Boolean);

export const trustedScriptUrl = (url: string): Trusted | string => {
  const scriptUrl = policy('apricot-script-url', {
    createScriptURL: (value) =>
      widgetScripts().includes(value) ? value : refuse('apricot-script-url', value),
  });
  return scriptUrl ? scriptUrl.createScriptURL(url) : url;
};

/** The hosts whose scripts the wallets' SDKs add themselves (PayPal's JS SDK, Google's pay.js). */
const VENDOR_SCRIPT =
  /^https:\/\/((www|[a-z0-9-]+)\.paypal\.com|[a-z0-9-]+\.paypalobjects\.com|pay\.google\.com)\//;

/**
 * The default policy, for the script elements a wallet's SDK adds itself (it sets `src` from a
 * string): made when a wallet is about to load, never before. It admits the wallets' own hosts and
 * nothing else; what it refuses (another host, any markup or script text) is blocked, and the browser
 * reports it as a policy violation (a null answer is reported, a throw would not be).
 */
export const admitWalletScripts = (): void => {
  const configured = env.paypalSdkUrl;
  policy('default', {
    // Google's button library writes its CSS into a <style> element through innerHTML: text
    // without '<' makes no element, so it is admitted; any markup is refused.
    createHTML: (value) => (value.includes('<') ? null : value),
    createScriptURL: (value) =>
      VENDOR_SCRIPT.test(value) || (configured && value.startsWith(`${configured}?`))
        ? value
        : null,
  });
};

/** Tests only: the policies are made again (a test may install a Trusted Types stand-in). */
export const resetTrustedTypesForTests = (): void => policies.clear();
