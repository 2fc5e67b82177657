/**
 * Loads a third-party script once per URL. Concurrent and later callers share one promise;
 * a failed load rejects and is forgotten, so the page carries on and a later visit may retry.
 */
const loading = new Map<string, Promise<void>>();

export const loadScriptOnce = (url: string): Promise<void> => {
  if (!url) return Promise.reject(new Error('No script URL configured'));
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
  });
  loading.set(url, promise);
  return promise;
};

/** Tests only. */
export const resetLoadedScriptsForTests = (): void => {
  loading.clear();
};
