// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstScreenSheet,
  INLINE_SHEET_LIMIT,
  pageHtml,
  prerenderedFile,
  SHELL_FILE,
} from './prerender-html.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default."
    />
    <title>Apricot Storefront</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const rendered =
  '<title>Products | Apricot Storefront</title><meta name="description" content="Default."/>' +
  '<link rel="canonical" href="https://shop.example/store"/><header>Shop $& more</header><main></main>';

describe('prerendered pages', () => {
  it('hold rendering until the shell has been parsed up to its <main>', () => {
    const html = pageHtml(
      template,
      '<title>Products</title><header>Shop</header><main id="main-content"></main>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#main-content" blocking="render">');
    // A shell without that <main> would block rendering until the whole document is in.
    expect(pageHtml(template, rendered)).not.toContain('rel="expect"');
  });

  it('puts the shell in #root and its title, description and canonical link in the head', () => {
    const html = pageHtml(template, rendered);
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head.match(/<title\b/g)).toHaveLength(1);
    expect(head).toContain('<title data-prerendered="">Products | Apricot Storefront</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta data-prerendered="" name="description" content="Default."/>');
    expect(head).toContain(
      '<link data-prerendered="" rel="canonical" href="https://shop.example/store"/>',
    );
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).toContain('<div id="root"><header>Shop $& more</header><main></main></div>');
  });

  it('asks for the app scripts at low priority: the page paints without them', () => {
    const html = pageHtml(template, rendered);

    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-abc.js">',
    );
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    // A priority the template already states is left as it is.
    const stated = pageHtml(
      template.replace('<script type="module"', '<script type="module" fetchpriority="high"'),
      rendered,
    );
    expect(stated).toContain('<script type="module" fetchpriority="high" crossorigin');
    expect(stated.match(/fetchpriority=/g)).toHaveLength(2);
  });

  it('leaves the canonical link out of the shell every other path shares', () => {
    expect(pageHtml(template, rendered, { canonical: false })).not.toContain('canonical');
  });

  it("marks a page's first screen for the client, keeps its main inert and adds its style sheets", () => {
    const withEntrySheet = template.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
    );
    const page =
      '<link rel="preload" as="image" href="https://api.example/1.jpg" fetchPriority="high"/>' +
      '<title>Products</title><header>Shop</header>' +
      '<main id="main-content" tabindex="-1"><button type="button">Add to Cart</button></main>';
    const html = pageHtml(withEntrySheet, page, {
      firstScreen: [
        { href: '/assets/index-abc.css' },
        { href: '/assets/store-page-1.css', css: '.grid{display:grid}' },
        { href: '/assets/card-2.css' },
      ],
    });
    const head = html.slice(0, html.indexOf('</head>'));

    expect(html).toContain(
      '<div id="root"><header>Shop</header><main inert="" data-first-screen="" id="main-content" tabindex="-1">',
    );
    expect(head).toContain(
      '<link data-prerendered="" rel="preload" as="image" href="https://api.example/1.jpg" fetchPriority="high"/>',
    );
    // After the entry's sheet, each once: a small one's rules in the page, a large one linked.
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(head.indexOf('index-abc.css')).toBeLessThan(head.indexOf('store-page-1.css'));
    expect(head).toContain(
      '<style data-href="/assets/store-page-1.css">.grid{display:grid}</style><link rel="stylesheet" crossorigin href="/assets/card-2.css">',
    );
    // The shell alone is neither marked nor inert.
    expect(pageHtml(withEntrySheet, page)).not.toMatch(/data-first-screen|inert/);
    expect(() => pageHtml(template, rendered, { firstScreen: [] })).toThrow(/without its <main/);
  });

  it("puts a first screen's small sheets in the page, and links the rest", () => {
    const href = '/assets/card-2.css';
    expect(firstScreenSheet(href, '.card{color:red}')).toEqual({ href, css: '.card{color:red}' });
    expect(firstScreenSheet(href, 'a{}'.repeat(INLINE_SHEET_LIMIT / 3))).toEqual({
      href,
      css: 'a{}'.repeat(INLINE_SHEET_LIMIT / 3),
    });
    expect(firstScreenSheet(href, 'a{}'.repeat(INLINE_SHEET_LIMIT / 3 + 1))).toEqual({ href });
    // URLs that mean the same in the page stay in; one relative to the sheet's folder would not.
    for (const css of [
      '.i{background:url("data:image/svg+xml,%3Csvg%3E")}',
      '.i{background:url(/assets/icon.svg)}',
      ".i{background:url( 'https://cdn.example/icon.svg')}",
    ])
      expect(firstScreenSheet(href, css)).toEqual({ href, css });
    expect(firstScreenSheet(href, '.i{background:url(icon-1.svg)}')).toEqual({ href });
    expect(firstScreenSheet(href, '.i{background:URL( "./icon-1.svg")}')).toEqual({ href });
    // Nothing in a sheet may end the element it is put in.
    expect(firstScreenSheet(href, '.x::after{content:"</STYLE><script>"}')).toEqual({ href });
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', ''), rendered)).toThrow(
      /no empty <div id="root">/,
    );
  });

  it('names one file per route path', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/store')).toBe('store.html');
    expect(prerenderedFile('/store/customer_info')).toBe('store/customer_info.html');
    expect(prerenderedFile('/About')).toBe('About.html');
    expect(SHELL_FILE).not.toBe(prerenderedFile('/'));
  });
});
