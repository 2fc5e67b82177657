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
