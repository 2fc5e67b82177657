import DOMPurify from 'dompurify';

let hooked = false;

// Links that open a new tab must not hand window.opener to the target page.
const addLinkHook = (): void => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (
      node instanceof Element &&
      node.tagName === 'A' &&
      node.getAttribute('target') === '_blank'
    ) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
};

/**
 * Cleans an HTML string from the API: no scripts, no event handlers, no javascript: URLs, no forms,
 * no unprefixed id or name.
 * Every API HTML string goes through here (or through <SafeHtml>).
 */
export const sanitizeHtml = (html: string | null | undefined): string => {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // API markup must not clobber globals (window.x / document.x) through id or name: they get the
    // user-content- prefix.
    SANITIZE_NAMED_PROPS: true,
  });
};

// Elements whose edges separate words: '<h2>Keep</h2><p>it</p>' reads 'Keep it', not 'Keepit'.
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * Plain text of an HTML string (for alt and aria texts, excerpts); parsed in an inert document,
 * nothing runs.
 */
export const htmlToText = (html: string | null | undefined): string => {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  doc.body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
