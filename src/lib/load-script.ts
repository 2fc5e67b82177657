import { admitWalletScripts, trustedScriptUrl } from './trusted-types';

/**
 * Loads a third-party script once per URL (a configured widget's only: src/lib/trusted-types.ts).
 * Concurrent and later callers share one promise; a failed load rejects and is forgotten, so the
 * page carries on and a later visit may retry.
 */
const loading = new Map<string, Promise<void>>();
let addedAny = false;
let blocked = false;

/** Whether this document has added a third-party script (it may still be running). */
export const hasAddedThirdPartyScript = (): boolean => addedAny;

/**
 * A vendor SDK that adds its own script (PayPal's, Google's pay.js) is about to load: the document
 * counts as one that ran a third-party script from now on, so a page where a password or a card is
 * typed is next shown in a new document. The SDK adds its script from a string, which Trusted Types
 * admit through the default policy made here.
 */
export const noteVendorScript = (): void => {
  addedAny = true;
  admitWalletScripts();
};

/**
 * Set by the layout from the current route's handle (`secretEntry`): while a page where a password
 * or a card is typed is shown, no third-party script is added.
 */
export const blockThirdPartyScripts = (block: boolean): void => {
  blocked = block;
};

export const loadScriptOnce = (url: string): Promise<void> => {
  if (!url) return Promise.reject(new Error('No script URL configured'));
  if (blocked)
    return Promise.reject(
      new Error('No third-party script on a page where a password or a card is typed'),
    );
  const known = loading.get(url);
  if (known) return known;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    // A TrustedScriptURL where the browser requires one; React's DOM types only know strings.
    script.src = trustedScriptUrl(url) as string;
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

/** Replaces this document with a new load of the current URL (a module, so tests can observe it). */
export const reloadDocument = (): void => window.location.reload();

/** Tests only. */
export const resetLoadedScriptsForTests = (): void => {
  loading.clear();
  addedAny = false;
  blocked = false;
};
