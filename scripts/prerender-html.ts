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
 * A page's first screen rendered at build time is a picture of the page until the client takes over
 * (src/main.tsx waits for the page's own answers, then replaces it): its main landmark is inert, so
 * nothing clicked or typed there is lost, and marked, for src/main.tsx and for the style that hides
 * the build's prices (src/styles/global.css). Both leave with the static main.
 */
const asFirstScreen = (body: string): string => {
  const marked = body.replace(
    '<main id="main-content"',
    '<main inert="" data-first-screen="" id="main-content"',
  );
  if (marked === body)
    throw new Error('prerender: a first screen without its <main id="main-content">');
  return marked;
};

/** A style sheet of a page's first screen: its address, and its rules when they go in the page. */
export type FirstScreenSheet = { href: string; css?: string };

/** The size up to which a first screen's sheet goes in the page (README "The catalogue pages' first screen from the API"). */
export const INLINE_SHEET_LIMIT = 4096;

// A relative url() would resolve against the page, not the sheet's folder; `</style` would end the element.
const RELATIVE_URL = /url\(\s*['"]?(?![\s'"]|data:|https?:|\/|#)/i;
const ENDS_STYLE = /<\/style/i;

/**
 * The first screen's sheet `href` with `css` (its rules) when they can go in the page: small, and
 * meaning the same there as in their own file; without, a link to it stays.
 */
export const firstScreenSheet = (href: string, css: string): FirstScreenSheet =>
  css.length <= INLINE_SHEET_LIMIT && !RELATIVE_URL.test(css) && !ENDS_STYLE.test(css)
    ? { href, css }
    : { href };

/**
 * The page's own style sheets after the template's (the entry's): the first screen is laid out as the
 * client will. The small ones are in the page itself: each link is a request first paint waits for, and
 * a page's few small sheets had cost a round trip more than its largest. When the app loads the page
 * module, Vite's preload helper finds no link to them and adds one (the same rules again, after the
 * first paint).
 */
const withStyleSheets = (html: string, sheets: FirstScreenSheet[]): string => {
  const tags = sheets
    .filter(({ href }) => !html.includes(`href="${href}"`))
    .map(({ href, css }) =>
      css === undefined
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `<style data-href="${href}">${css}</style>`,
    )
    .join('');
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
};

type PageOptions = {
  canonical?: boolean;
  /** The page's first screen, not only the shell, with the style sheets the page module needs. */
  firstScreen?: FirstScreenSheet[];
};

/**
 * The built index.html with the prerendered shell (or, with `firstScreen`, the whole first screen of
 * the page and its style sheets) in #root and its head tags (title, description, canonical link, the
 * first screen's image preloads) in place of the template's title and description.
 */
export const pageHtml = (
  template: string,
  rendered: string,
  { canonical = true, firstScreen }: PageOptions = {},
): string => {
  const head = rendered.match(HOISTED)?.[0] ?? '';
  const body = firstScreen
    ? asFirstScreen(rendered.slice(head.length))
    : rendered.slice(head.length);
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
      withStyleSheets(withoutDefaults, firstScreen ?? []).replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>`,
      ),
    ),
  );
};
