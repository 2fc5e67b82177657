// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml, prerenderedFile, SHELL_FILE } from './prerender-html.ts';

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
