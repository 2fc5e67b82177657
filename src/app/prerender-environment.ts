/**
 * What the app's modules need of a browser when the build renders pages in Node (src/app/prerender.tsx):
 * the HTTP client's XMLHttpRequest (here over fetch, GET answers only matter), DOMParser for
 * htmlToText and a window for DOMPurify (both jsdom's), and an Image that loads nothing (route
 * loaders preload their page's largest picture). Never part of the client bundle.
 */
import { JSDOM } from 'jsdom';
import { sanitizeInWindow } from '@/lib/sanitize-html';

/** A build must not hang on an API that accepts connections and never answers. */
const ANSWER_TIMEOUT_MS = 20_000;

class FetchXhr {
  status = 0;
  responseText = '';
  readonly upload = {};
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {}

  send(body: string | null): void {
    // eslint-disable-next-line no-restricted-globals -- the transport under the HTTP client, in Node
    fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })
      .then(async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.())
      .finally(() => this.onloadend?.());
  }
}

class NoImage {
  fetchPriority = 'auto';
  decoding = 'auto';
  src = '';
}

let installed = false;

/** Once per process, and only where there is no browser window (Node): a browser has all of it. */
export const installPrerenderEnvironment = (): void => {
  if (installed || typeof window !== 'undefined') return;
  installed = true;
  const dom = new JSDOM('');
  Object.assign(globalThis, {
    XMLHttpRequest: FetchXhr,
    DOMParser: dom.window.DOMParser,
    Image: NoImage,
  });
  sanitizeInWindow(dom.window);
};
