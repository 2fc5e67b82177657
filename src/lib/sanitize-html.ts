// DOMPurify in the browser; with a jsdom window of its own where the build prerenders pages (Node).
// Loaded on demand through ./clean-html (loadSanitizer), which every caller goes through.
import purifier from 'isomorphic-dompurify';

let hooked = false;

// Links that open a new tab must not hand window.opener to the target page.
const addLinkHook = (): void => {
  if (hooked) return;
  hooked = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // By name, not `instanceof Element`: the build's prerender has no global Element (Node).
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
};

/**
 * Cleans an HTML string from the API: no scripts, no event handlers, no javascript: URLs, no forms,
 * no unprefixed id or name.
 * Every API HTML string goes through here (or through <SafeHtml>).
 */
export const sanitizeHtml = (html: string | null | undefined): string => {
  if (!html || !purifier.isSupported) return '';
  addLinkHook();
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // API markup must not clobber globals (window.x / document.x) through id or name: they get the
    // user-content- prefix.
    SANITIZE_NAMED_PROPS: true,
  });
};

/**
 * The body of an inert document holding `html` (no script runs, nothing loads), without scripts,
 * styles, templates and noscript. Where the build prerenders pages (Node has no DOMParser).
 */
export const parseInert = (html: string): HTMLElement =>
  purifier.sanitize(html, {
    RETURN_DOM: true,
    FORBID_TAGS: ['script', 'style', 'template', 'noscript'],
  }) as HTMLElement;
