import { paths } from '@/config/paths';

/**
 * Pages where card numbers are typed. No third-party script may run in their document: it could
 * read the card fields. loadScriptOnce refuses to load one there, and the router turns a client-side
 * navigation into one of them, from a document that did load one, into a full page load.
 */
export const CARD_ENTRY_PATHS: readonly string[] = [paths.checkout, paths.accountDetails];

/** Route matching is case-insensitive, so this is too. */
export const isCardEntryPath = (pathname: string): boolean => {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return CARD_ENTRY_PATHS.some((entry) => path === entry.toLowerCase());
};

/**
 * Loads a third-party script once per URL. Concurrent and later callers share one promise;
 * a failed load rejects and is forgotten, so the page carries on and a later visit may retry.
 */
const loading = new Map<string, Promise<void>>();
let addedAny = false;

/** Whether this document has added a third-party script (it may still be running). */
export const hasAddedThirdPartyScript = (): boolean => addedAny;

export const loadScriptOnce = (url: string): Promise<void> => {
  if (!url) return Promise.reject(new Error('No script URL configured'));
  if (isCardEntryPath(window.location.pathname))
    return Promise.reject(new Error('No third-party script on a page where cards are typed'));
  const known = loading.get(url);
  if (known) return known;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Script failed to load: ${url}`));
    });
    document.head.appendChild(script);
    addedAny = true;
  });
  loading.set(url, promise);
  return promise;
};

/** Tests only. */
export const resetLoadedScriptsForTests = (): void => {
  loading.clear();
  addedAny = false;
};
