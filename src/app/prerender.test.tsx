// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../local-api/node';
import { seedCategories, seedProducts } from '../../local-api/seed/catalog';
import {
  FIRST_SCREEN_PATHS,
  firstScreenModule,
  prerenderedPaths,
  productPaths,
  renderPage,
  renderShell,
} from './prerender';
import { DEFAULT_DESCRIPTION, routeDescriptions } from './route-descriptions';

const hoistedHead = (html: string) => html.slice(0, html.indexOf('<a class="skip-link'));

describe('prerendered app shell', () => {
  it("renders a route's shell: title, banner, header, navigation and footer, no page", async () => {
    const html = await renderShell('/store');

    expect(hoistedHead(html)).toContain('<title>Products | Apricot Storefront</title>');
    expect(hoistedHead(html)).toContain(
      `<meta name="description" content="${routeDescriptions['/store']}"/>`,
    );
    expect(html).toContain('<li aria-current="page">Products</li>');
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toContain('<main id="main-content" tabindex="-1" class="site-main">');
    expect(html).toMatch(/<main [^>]*><!--\$--><!--\/\$--><\/main>/);
    expect(html).not.toContain('<h1');
  });

  it('keeps the static controls inert until the client takes over', async () => {
    const html = await renderShell('/faq');

    expect(html).toMatch(/<input[^>]*type="search"[^>]*readOnly=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Menu"[^>]*disabled=""/);
    // The newsletter form is a lazy chunk the client's first render does not have yet.
    expect(html).not.toContain('Subscribe to our newsletter');
  });

  it('has no banner on home and none for a path outside the route table', async () => {
    const home = await renderShell('/');
    expect(hoistedHead(home)).toContain('<title>Home | Apricot Storefront</title>');
    expect(home).not.toContain('page-banner');

    const other = await renderShell('/no-such-route/here');
    expect(hoistedHead(other)).toContain('<title>Apricot Storefront</title>');
    expect(other).not.toContain('page-banner');
  });

  it('gives each public route its own description, and the rest the default', async () => {
    const descriptionOf = async (path: string) =>
      hoistedHead(await renderShell(path)).match(/<meta name="description" content="([^"]*)"/)?.[1];
    const described = ['/', '/store', '/blogs', '/cart', '/faq', '/About'];
    const descriptions = await Promise.all(described.map(descriptionOf));
    expect(new Set(descriptions).size).toBe(described.length);
    expect(descriptions).not.toContain(DEFAULT_DESCRIPTION);
    expect(await descriptionOf('/OrderHistory')).toBe(DEFAULT_DESCRIPTION);
    expect(await descriptionOf('/no-such-route/here')).toBe(DEFAULT_DESCRIPTION);
  });

  it('prerenders every route of the table without parameters', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/store', '/blogs', '/cart', '/About']));
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});

describe("a page's first screen rendered from the API at build time", () => {
  const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it('renders /store with its products, as a guest sees it once the answers are in', async () => {
    const html = await renderPage('/store');

    expect(html).not.toBeNull();
    const main = mainOf(html ?? '');
    expect(main).toContain('<h1 class="page-heading__title">Products</h1>');
    expect(main).toContain(seedProducts()[0].product_name);
    expect(main).not.toContain('Loading...');
    // The navigation's categories too, which the client's first render has (the root route's loader).
    expect(html).toContain(`>${seedCategories()[0].category_title}</a>`);
    // Not the client-rendering fallback React leaves where a component threw.
    expect(html).not.toContain('<!--$!-->');
    // No inline script: the CSP refuses them.
    expect(html).not.toContain('<script');
  });

  it('renders a product page, and the home page with its API content', async () => {
    const [first] = (await productPaths()) ?? [];
    const product = await renderPage(first);
    expect(mainOf(product ?? '')).toContain('<h1');
    expect(mainOf(product ?? '')).not.toContain('Loading...');

    const home = await renderPage('/');
    expect(home).not.toBeNull();
    expect(mainOf(home ?? '')).not.toContain('Loading...');
  });

  it("gives the page its own title and description, the product's, escaped", async () => {
    server.use(
      http.get('*/products/705', () =>
        HttpResponse.json({
          id: 705,
          product_name: 'Seeds & "Kernels" <raw>',
          product_url: 'seeds',
          meta_description: 'Raw & bitter.',
          sell_price: 9.99,
        }),
      ),
    );
    const html = (await renderPage('/item/705-seeds')) ?? '';
    const head = html.slice(0, html.indexOf('<a class="skip-link'));

    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Seeds &amp; &quot;Kernels&quot; &lt;raw&gt;</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="Raw &amp; bitter."/>');
  });

  it("renders /cart without a visitor: the cart loading, the guest's forms, no call for a cart", async () => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      requested.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', record);
    const html = (await renderPage('/cart')) ?? '';
    server.events.removeListener('request:start', record);

    expect(html).toContain('Loading cart...');
    expect(html).toContain('Returning customer? Log in');
    expect(html).toContain('Check out as a guest');
    expect(html).toContain('cart-guest-forms');
    expect(html).not.toContain('Your cart is empty');
    expect(html).not.toContain('You may also like');
    expect(requested).toContain('/pages/tags/16');
    expect(
      requested.filter((path) => path.startsWith('/cart') || path.startsWith('/__ext')),
    ).toEqual([]);
  });

  it('renders nothing for a page whose calls fail, so the build keeps its shell', async () => {
    server.use(
      http.get('*/products', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    expect(await renderPage('/store')).toBeNull();
    expect(await productPaths()).toBeNull();
  });

  it("lists every product's page and names each first screen's page module", async () => {
    const paths = (await productPaths()) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => /^\/item\/\d+-/.test(path))).toBe(true);

    expect(FIRST_SCREEN_PATHS).toEqual(['/', '/store', '/blogs', '/cart']);
    expect(firstScreenModule(paths[0])).toBe('src/features/catalog/pages/product-page.tsx');
    expect(firstScreenModule('/store')).toBe('src/features/catalog/pages/store-page.tsx');
    expect(firstScreenModule('/cart')).toBe('src/features/cart/pages/cart-page.tsx');
    expect(firstScreenModule('/checkout')).toBeUndefined();
  });
});
