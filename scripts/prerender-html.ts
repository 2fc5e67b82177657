/** How a prerendered route becomes a file of the build (scripts/prerender-plugin.ts). */

/** The page of every path without a prerendered file of its own. */
export const SHELL_FILE = 'shell.html';

/** `/` → index.html, `/store` → store.html, `/store/customer_info` → store/customer_info.html. */
export const prerenderedFile = (path: string): string =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;

// React hoists the <title>, <meta> and <link> elements of a tree without <head> to its front.
const HOISTED = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;
const CANONICAL = /<link rel="canonical"[^>]*>/g;
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/**
 * The app's entry script and its modulepreloads at low fetch priority: a prerendered page paints
 * without them, so the stylesheet (the one thing first paint waits for) gets the bandwidth first.
 * The script is still requested as the parser meets it; README "Issue 12, fourth part" has the figures.
 */
const deprioritiseAppScripts = (html: string): string =>
  html.replace(APP_SCRIPTS, '<$1 fetchpriority="low"');

/**
 * Rendering waits until the parser has passed the shell's top bar, header, navigation and page banner
 * (up to its <main>): a first paint of a half-parsed header showed the cart link without its text,
 * and the header's links moved when the rest arrived (a layout shift in about one load in 50).
 */
const RENDER_AFTER_HEADER = '<link rel="expect" href="#main-content" blocking="render">';

const renderAfterHeader = (html: string): string =>
  html.includes('id="main-content"')
    ? html.replace('</head>', () => `  ${RENDER_AFTER_HEADER}\n  </head>`)
    : html;

/**
 * The built index.html with the prerendered shell in #root and its head tags (title, description,
 * canonical link) in place of the template's title and description.
 */
export const pageHtml = (
  template: string,
  rendered: string,
  { canonical = true }: { canonical?: boolean } = {},
): string => {
  const head = rendered.match(HOISTED)?.[0] ?? '';
  const body = rendered.slice(head.length);
  // Marked for src/main.tsx, which removes them when the client's own head tags take over.
  const headTags = (canonical ? head : head.replace(CANONICAL, '')).replace(
    /<(title|meta|link)\b/g,
    '<$1 data-prerendered=""',
  );
  const withoutDefaults = template
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => headTags);
  if (withoutDefaults === template || !withoutDefaults.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no <title> or no empty <div id="root">');
  return renderAfterHeader(
    deprioritiseAppScripts(
      withoutDefaults.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
    ),
  );
};
