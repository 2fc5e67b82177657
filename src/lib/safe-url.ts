import { apiOrigin } from './origin';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// Only resolves relative input; never requested.
const RELATIVE_BASE = 'https://relative.invalid/';

// A path on this origin ("/images/705.svg"; not "//host", "/\\host", nor a tab or newline, which the
// parser drops): it keeps the page's protocol and cannot fail to parse. Many URLs from the API are
// these, and a listing of 400 products checks 400 of them while it renders.
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\t\n\r]*$/;

// "http://api.example/" for the API at "http://api.example/v1": what follows an http(s) origin and a
// slash is a path, which always parses, so a URL starting with it is kept without parsing. The API
// answers its media as such URLs (every product card's image).
const API_ORIGIN_PREFIX = apiOrigin && /^https?:\/\//.test(apiOrigin) ? `${apiOrigin}/` : null;

/**
 * A URL from the API, fit for href, src, srcset, window.open or location: http, https, mailto, tel
 * or relative. Anything else (javascript:, data:, vbscript:, blob:, a URL the browser cannot parse),
 * and an empty value, gives `fallback` ('' by default: callers then show no link, or their fallback
 * image). Parsed with the browser's own URL rules, so tricks like `java\tscript:` or leading control
 * characters are judged as the browser would read them.
 */
export const safeUrl = (url: string | null | undefined, fallback = ''): string => {
  const value = typeof url === 'string' ? url.trim() : '';
  if (!value) return fallback;
  if (SAME_ORIGIN_PATH.test(value)) return value;
  if (API_ORIGIN_PREFIX && value.startsWith(API_ORIGIN_PREFIX)) return value;
  try {
    return SAFE_PROTOCOLS.has(new URL(value, RELATIVE_BASE).protocol) ? value : fallback;
  } catch {
    return fallback;
  }
};
