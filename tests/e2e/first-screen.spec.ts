import { expect, test } from './fixtures';

/**
 * The public pages are prerendered by React Router at build time and hydrated in the browser
 * (docs/decisions/013-first-paint-prerender-and-hydrate.md): the first paint comes from HTML with the
 * shell and the page, a price of the last build is never shown, and the app takes the page over
 * without replacing it.
 */

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("/store shows its products from the HTML, without the build's prices", async ({ page }) => {
    await page.goto('/store');

    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const firstCard = page.locator('main article').first();
    await expect(firstCard.getByRole('heading')).toBeVisible();
    await expect(firstCard.locator('img')).toHaveAttribute('fetchpriority', 'high');
    // Hidden with its space kept: the app shows the price of this visit's answer.
    await expect(firstCard.locator('.live-price')).toBeHidden();
    await expect(page.locator('main')).toHaveAttribute('data-answers', 'prerendered');
  });

  test("a product page's HTML has the product, its one title and description, its price hidden", async ({
    page,
  }) => {
    await page.goto('/item/705-apricot-seed-capsules');

    await expect(page).toHaveTitle(/Apricot Seed Capsules/);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
    ).toBeVisible();
    await expect(page.locator('main .live-price').first()).toBeHidden();
  });

  test("the header's search is the suggestions combobox in the HTML, before it has the focus", async ({
    page,
  }) => {
    await page.goto('/');

    const search = page.getByRole('search');
    const box = search.getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    await expect(search.getByRole('searchbox')).toHaveCount(0);
  });

  test("the home page's carousels are laid out by the style sheets its HTML links", async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByRole('region', { name: 'Featured banners' })).toBeVisible();
    const snap = await page
      .locator('.scroll-carousel__track')
      .first()
      .evaluate((track) => getComputedStyle(track).scrollSnapType);
    expect(snap).toBe('x mandatory');
    // The product cards' own style sheet, though their module loads lazily.
    const ratio = await page
      .locator('.product-card__image')
      .first()
      .evaluate((image) => getComputedStyle(image).aspectRatio);
    expect(ratio).toBe('3 / 4');
  });

  test("/cart's HTML shows the cart loading and no visitor's count in the header", async ({
    page,
  }) => {
    await page.goto('/cart');

    await expect(page.locator('main .cart-status')).toContainText('Loading cart...');
    await expect(page.locator('.cart-link__count')).toBeHidden();
    // The guest forms' fields are styled by a sheet the HTML links, though their module loads lazily.
    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await toggle.evaluate((button) => getComputedStyle(button).minWidth)).toBe('44px');
  });

  test("/cart's spinner shows and turns only once the wait has passed a second", async ({
    page,
  }) => {
    await page.goto('/cart');

    const status = page.locator('main .cart-status');
    await expect(status).toContainText('Loading cart...');
    // The ring as it is `ms` into the wait: its animations held at that time, not raced.
    const ringAt = (ms: number) =>
      status.locator('.spinner-border').evaluate((ring, time) => {
        for (const animation of ring.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
        const style = getComputedStyle(ring);
        return { visibility: style.visibility, transform: style.transform };
      }, ms);
    expect(await ringAt(500)).toEqual({ visibility: 'hidden', transform: 'none' });
    const turning = await ringAt(1200);
    expect(turning.visibility).toBe('visible');
    expect(turning.transform).not.toBe('none');
  });

  for (const [path, heading] of [
    ['/special-product', 'Monthly Specials'],
    ['/category/1-Apricot-Seeds', 'Apricot Seeds'],
    ['/privacy', 'Privacy Policy'],
    ['/faq', 'Common Questions'],
  ] as const) {
    test(`${path}'s HTML has the page's content from its build-time loader, not its loading state`, async ({
      page,
    }) => {
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main').getByRole('status')).toHaveCount(0);
      await expect(page.locator('main')).not.toBeEmpty();
    });
  }

  test('a page that is not prerendered gets the SPA fallback', async ({ page }) => {
    const response = await page.goto('/checkout');

    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).toHaveCount(0);
  });
});

test('the app hydrates the page: prices of this visit, and it takes input', async ({ page }) => {
  await page.goto('/store');

  const main = page.locator('main');
  await expect(main).not.toHaveAttribute('data-answers');
  const firstCard = main.getByRole('article').first();
  await expect(firstCard.locator('.live-price')).toBeVisible();
  await expect(firstCard.locator('.live-price')).toContainText('$');

  await firstCard.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1');
});

test("a new guest's /cart hydrates its sign-in forms: what was typed before the app ran stays, focus too", async ({
  page,
}) => {
  // The app's scripts wait until the shopper has reached the prerendered form.
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The fixture's goto settles once the app has hydrated the page: after the release below.
  const loaded = page.goto('/cart');
  const login = page.getByRole('form', { name: 'Returning customer? Log in' });
  const email = login.getByLabel('Email');
  await email.click();
  await email.pressSequentially('shopper@example.com');
  await expect(email).toBeFocused();

  release();
  await loaded;
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  // Rendered anew (the forms left while the cart loaded, or a render reached them before their
  // chunk), the field would be another, empty element and the focus would be gone.
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('shopper@example.com');
  await expect(page.getByRole('form', { name: 'Check out as a guest' })).toBeVisible();
});

test("the page's first files carry V8's compile hint on their first line", async ({ page }) => {
  // decision 051: Chromium compiles them while they stream in, off the main thread.
  const html = await (await page.request.get('/cart')).text();
  // What the route-modules script imports: the page's modules, what they import, the client entry;
  // not React Router's route manifest, data written after the bundle.
  const firstFiles = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))].filter(
    (path) => !path.startsWith('/assets/manifest-'),
  );
  expect(firstFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/cart-page-/),
      expect.stringMatching(/^\/assets\/entry\.client-/),
    ]),
  );
  expect(firstFiles.length).toBeGreaterThan(5);
  for (const path of firstFiles) {
    const text = await (await page.request.get(path)).text();
    expect(text.split('\n')[0], path).toBe('//# allFunctionsCalledOnLoad');
  }
});

test("the page's icon is a raster image", async ({ page }) => {
  // decision 048: Chromium sets up an SVG image as a document of its own on the main thread.
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).not.toBeNull();
  const icon = await page.request.get(href!);
  expect(icon.headers()['content-type']).toBe('image/png');
  // PNG's signature: the bytes are a PNG, whatever the name says.
  expect([...(await icon.body()).subarray(0, 8)]).toEqual([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  ]);
});
