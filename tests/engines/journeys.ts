import { DEMO_USERS } from '../../local-api/seed/users';
import type { EngineName, EnginePage, Query } from './driver';

/**
 * The shopper's main journeys, written once against the driver and run in WebKitGTK and Firefox ESR
 * (tests/engines/run.ts). Spec texts verbatim; elements by role, label and text; real presses.
 */
export type JourneyContext = {
  /** Opens a page with no storage or cookies of another (the journey's own shopper). */
  open: () => Promise<EnginePage>;
  /** The local API, e.g. to seed a cart (its state is reset before every journey). */
  apiURL: string;
  /** Resets the local API to its seed, as before every journey. */
  resetApi: () => Promise<void>;
};

export type Journey = {
  name: string;
  /** Its time limit in ms (90 s unless said). */
  timeout?: number;
  /** The engines it runs in (both unless said). */
  engines?: EngineName[];
  /** Errors the page is expected to report, which do not fail it. */
  expectedErrors?: RegExp[];
  run: (shop: EnginePage, context: JourneyContext) => Promise<void>;
};

const productName = 'California Bitter Raw Apricot Seeds 32 oz';
const cartLink: Query = { role: 'link', name: /^Cart/, within: { role: 'banner' } };

/** Signs a demo customer in through the shop's own /login form. */
const signIn = async (shop: EnginePage) => {
  const { email, password, first_name } = DEMO_USERS.customer;
  await shop.goto('/login');
  const form: Query = { role: 'form', name: 'Login' };
  // The labels carry the required fields' asterisk.
  await shop.fill({ label: /^Email\b/, within: form }, email);
  await shop.fill({ label: /^Password\b/, within: form }, password);
  await shop.click({ role: 'button', name: 'Login', within: form });
  await shop.expectCount({ role: 'button', name: `${first_name} account menu` });
};

/** Some WebP picture has loaded, and every one that has is a picture (a broken one has no width). */
const webpDecoded = `const loaded = Array.from(document.images).filter((image) => /\\.webp$/.test(image.currentSrc) && image.complete);
return loaded.length > 0 && loaded.every((image) => image.naturalWidth > 0);`;

/** A product card's Add To Cart on /store, and how many of the page's buttons are marked busy. */
const storeAdd: Query = { role: 'button', name: 'Add To Cart', within: { role: 'main' } };
const busy = `return document.querySelectorAll('main [aria-busy="true"]').length;`;

/**
 * /store with the app's shared code held back (by the holding gate), a product's Add To Cart
 * pressed meanwhile and marked busy: `release` then lets the code come, or fails it.
 */
const pressWhileCodeHeld = async (shop: EnginePage) => {
  const { release } = await shop.visitHolding('/store', /^\/assets\/app-shared-[^/]*\.js$/);
  await shop.clickFirst(storeAdd);
  await shop.expectValue('the pressed button marked busy', () => shop.run<number>(busy), 1);
  return release;
};

/** Where the focus is: the cart's related products, the footer, or elsewhere. */
const focusedPart = `const focused = document.activeElement;
if (focused?.closest('[aria-labelledby="cart-related-title"]')) return 'related';
return focused?.closest('footer') ? 'footer' : 'elsewhere';`;

/**
 * A spinner's ring as the shop's style sheets draw it `arguments[0]` ms into its wait: a ring with
 * the `Spinner` component's classes, its animations held at that time (not raced against the clock).
 */
const spinnerRingAt = `
  let ring = document.querySelector('#engines-ring');
  if (!ring) {
    ring = document.createElement('span');
    ring.id = 'engines-ring';
    ring.className = 'spinner-border text-primary after-a-moment';
    document.querySelector('main').append(ring);
  }
  for (const animation of ring.getAnimations()) {
    animation.pause();
    animation.currentTime = arguments[0];
  }
  const style = getComputedStyle(ring);
  return style.visibility + ' ' + (style.transform === 'none' ? 'still' : 'turned');
`;
/** No sideways scrolling: the document is no wider than the viewport. */
const noSidewaysScroll = `return document.documentElement.scrollWidth <= document.documentElement.clientWidth;`;
const widths = `return [document.documentElement.scrollWidth, document.documentElement.clientWidth];`;

/** From a product page: + once, Add to cart, and the toast saying so. */
const addTwoFromProductPage = async (shop: EnginePage) => {
  await shop.goto('/category/1-apricot-seeds');
  await shop.expectCount({ role: 'heading', level: 1, name: 'Apricot Seeds' });
  await shop.click({ role: 'link', name: productName });
  await shop.expectCount({ role: 'heading', level: 1, name: productName });
  await shop.click({ role: 'button', name: /increase/i });
  await shop.expectValue(
    'the quantity',
    () => shop.textOf({ role: 'spinbutton', name: 'Quantity' }),
    '2',
  );
  await shop.click({ role: 'button', name: 'Add to cart' });
  await shop.expectCount({ text: 'Product added to cart successfully.' });
};

export const journeys: Journey[] = [
  {
    name: 'cart',
    // Home, a product, +, Add to cart, the header's CART, +, SAVE10, Checkout, then a guest's three
    // steps with Check/Money Order to the order placed.
    run: async (shop) => {
      await shop.goto('/');
      await shop.expectCount({ role: 'heading', level: 2, name: 'Our Products' });
      // The shop's own pictures are WebP (decision 048): this engine shows them, none broken.
      await shop.expectValue(
        'the WebP pictures loaded so far decoded',
        () => shop.run<boolean>(webpDecoded),
        true,
      );
      await shop.click({ role: 'link', name: 'Shop Apricot Seeds' });
      await shop.expectCount({ role: 'heading', level: 1, name: 'Apricot Seeds' });
      await shop.click({ role: 'link', name: productName });
      await shop.expectCount({ role: 'heading', level: 1, name: productName });
      await shop.click({ role: 'button', name: /increase/i });
      await shop.expectValue(
        'the quantity',
        () => shop.textOf({ role: 'spinbutton', name: 'Quantity' }),
        '2',
      );
      await shop.click({ role: 'button', name: 'Add to cart' });
      await shop.expectCount({ text: 'Product added to cart successfully.' });
      // The count first: a press aimed at CART while it was still arriving landed on LOG IN.
      await shop.expectCount({ role: 'link', name: 'Cart, 2 items', within: { role: 'banner' } });
      await shop.click(cartLink);
      const qty: Query = { role: 'status', name: `Quantity of ${productName}` };
      await shop.expectValue('the line quantity', () => shop.textOf(qty), '2');
      // The related products render as the page nears them (decision 044): End scrolls there.
      await shop.press('End');
      const related: Query = { role: 'region', name: 'You may also like' };
      await shop.expectCount({
        role: 'heading',
        level: 2,
        name: 'You may also like',
        within: related,
      });
      await shop.expectValue(
        'related products with Add To Cart',
        async () =>
          (await shop.count({ role: 'button', name: 'Add To Cart', within: related })) > 0,
        true,
      );
      // The cart lives on the server: a reload shows the same line.
      await shop.reload();
      await shop.expectValue('the line quantity after a reload', () => shop.textOf(qty), '2');
      // Not drawn again yet; a keyboard visitor still reaches them with Tab, before the footer.
      for (let presses = 0; ; presses += 1) {
        const where = await shop.run<string>(focusedPart);
        if (where === 'related') break;
        if (where === 'footer' || presses === 200)
          throw new Error(
            `Tab reached the ${where} before the related products (${presses} presses)`,
          );
        await shop.press('Tab');
      }
      await shop.click({ role: 'button', name: /Increase quantity/ });
      await shop.expectValue('the line quantity', () => shop.textOf(qty), '3');
      await shop.fill({ role: 'textbox', name: 'Promo Code' }, 'SAVE10');
      await shop.click({ role: 'button', name: 'Apply' });
      await shop.expectCount({ text: 'Promo Code Applied Successfully' });
      await shop.click({ role: 'button', name: 'Checkout' });
      await shop.waitUntil(
        'the guest lands on /store/customer_info',
        `return location.pathname === '/store/customer_info';`,
      );
      await shop.click({ role: 'button', name: /Check Out as a Guest/ });
      const guest: Query = { role: 'form', name: 'Check Out as a Guest' };
      await shop.fill({ label: /^Email\b/, within: guest }, `guest-${Date.now()}@apricot.test`);
      await shop.click({ label: /Must be checked to continue/, within: guest });
      await shop.click({ role: 'button', name: 'Continue', within: guest });
      await shop.expectCount({ role: 'heading', name: 'Step 1: Shipping Address' });
      const form: Query = { role: 'form', name: 'Add a new shipping address' };
      const answers: [RegExp, string][] = [
        [/^First Name\b/, 'Gale'],
        [/^Last Name\b/, 'Guest'],
        [/^Company\b/, 'Home'],
        [/^Email\b/, 'gale@apricot.test'],
        [/^Phone\b/, '303-555-0100'],
      ];
      for (const [label, text] of answers) await shop.fill({ label, within: form }, text);
      // A focused select picks the option whose label is typed (no synthetic change event).
      await shop.focus({ label: /^State\/Province\b/, within: form });
      await shop.type('Colorado');
      await shop.waitUntil(
        'Colorado chosen',
        `return [...document.querySelectorAll('select')].some((s) => s.selectedOptions[0]?.text === 'Colorado');`,
      );
      await shop.fill({ label: /^Address\b/, within: form }, '1 Main St');
      await shop.fill({ label: /^City\b/, within: form }, 'Denver');
      await shop.fill({ label: /^ZIP\/Postal Code\b/, within: form }, '80202');
      await shop.click({ role: 'button', name: 'Save Address', within: form });
      await shop.expectValue(
        'the new address chosen',
        () => shop.isChecked({ role: 'radio', name: /1 Main St/ }),
        true,
      );
      await shop.click({ role: 'button', name: 'Continue' });
      await shop.expectCount({ role: 'heading', name: 'Step 2: Shipping Method' });
      await shop.click({ role: 'button', name: 'Continue' });
      await shop.expectCount({ role: 'heading', name: 'Step 3: Payment' });
      const checkOrMoneyOrder: Query = { role: 'radio', name: 'Check/Money Order' };
      await shop.click(checkOrMoneyOrder);
      await shop.expectValue(
        'Check/Money Order chosen',
        () => shop.isChecked(checkOrMoneyOrder),
        true,
      );
      await shop.click({ role: 'button', name: 'Complete Order' });
      await shop.expectCount({ role: 'heading', name: 'Your Order Has Been Placed!' });
    },
  },
  {
    name: 'checkout',
    // A signed-in customer through the three steps with Check/Money Order; on the way, Google Pay's
    // button (beside the card form) and PayPal's buttons render from their SDKs under the strict
    // policy: the local API's stand-ins, pay.js through ./wallet-proxy.ts.
    run: async (shop, { apiURL }) => {
      const response = await fetch(`${apiURL}/cart/add`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${DEMO_USERS.customer.token}`,
        },
        body: JSON.stringify({ product_id: 705, qty: 2 }),
      });
      if (!response.ok) throw new Error(`cart/add failed: ${response.status}`);
      await signIn(shop);
      await shop.goto('/checkout');
      await shop.expectValue(
        'the primary address chosen',
        () => shop.isChecked({ role: 'radio', name: /1200 Congress Ave/ }),
        true,
      );
      await shop.click({ role: 'button', name: 'Continue' });
      await shop.expectCount({ role: 'heading', name: 'Step 2: Shipping Method' });
      await shop.click({ role: 'button', name: 'Continue' });
      await shop.expectCount({ role: 'heading', name: 'Step 3: Payment' });
      await shop.expectCount({ role: 'button', name: 'Google Pay (stand-in)' });
      await shop.click({ role: 'radio', name: 'PayPal' });
      await shop.expectCount({ role: 'button', name: 'PayPal (stand-in)' });
      const checkOrMoneyOrder: Query = { role: 'radio', name: 'Check/Money Order' };
      await shop.click(checkOrMoneyOrder);
      await shop.expectValue(
        'Check/Money Order chosen',
        () => shop.isChecked(checkOrMoneyOrder),
        true,
      );
      const complete: Query = { role: 'button', name: 'Complete Order' };
      await shop.expectValue('Complete Order disabled', () => shop.isDisabled(complete), false);
      await shop.click(complete);
      await shop.expectCount({ role: 'heading', name: 'Your Order Has Been Placed!' });
    },
  },
  {
    name: 'orders',
    // Sign in, the account menu, order history, a receipt.
    run: async (shop) => {
      await signIn(shop);
      await shop.click({ role: 'button', name: `${DEMO_USERS.customer.first_name} account menu` });
      await shop.clickFirst({ role: 'link', name: 'OrderHistory' });
      await shop.expectCount({ role: 'heading', level: 1, name: 'Order History' });
      await shop.click({
        role: 'link',
        name: '#1001',
        within: { role: 'table', name: 'Your orders' },
      });
      await shop.expectCount({ role: 'heading', level: 1, name: 'Order #1001' });
      await shop.waitUntil('the receipt', `return location.pathname === '/orderHistory/1001';`);
    },
  },
  {
    name: 'search',
    // The header's predictive search by keyboard: type, ArrowDown to the product, Enter.
    run: async (shop) => {
      await shop.goto('/');
      const combobox: Query = {
        role: 'combobox',
        name: 'Search products',
        within: { role: 'search' },
      };
      await shop.focus(combobox);
      await shop.expectValue('the combobox focused', () => shop.isFocused(combobox), true);
      await shop.fill(combobox, 'caps');
      const capsules: Query = {
        role: 'option',
        name: /^Apricot Seed Capsules(?! Value)/,
        within: { role: 'listbox', name: 'Product suggestions' },
      };
      await shop.expectCount(capsules);
      for (let step = 0; step < 7; step += 1) {
        if ((await shop.attribute(capsules, 'aria-selected')) === 'true') break;
        await shop.press('ArrowDown');
      }
      await shop.expectValue(
        'the capsules highlighted',
        () => shop.attribute(capsules, 'aria-selected'),
        'true',
      );
      await shop.press('Enter');
      await shop.expectCount({ role: 'heading', level: 1, name: 'Apricot Seed Capsules' });
    },
  },
  {
    name: 'store-drawer',
    // The store's category drawer by keyboard: a category, then Escape gives the focus back.
    run: async (shop) => {
      await shop.goto('/store');
      await shop.expectCount({ role: 'heading', level: 2, name: 'B17 Capsules' });
      const opener: Query = { role: 'button', name: 'Filter by category' };
      const drawer: Query = { role: 'dialog', name: 'Categories' };
      await shop.focus(opener);
      await shop.press('Enter');
      await shop.expectCount(drawer);
      await shop.click({ role: 'button', name: 'B17 Capsules', within: drawer });
      await shop.expectCount(drawer, 0);
      await shop.expectValue(
        'the category heading focused',
        () => shop.isFocused({ role: 'heading', level: 2, name: 'B17 Capsules' }),
        true,
      );
      await shop.focus(opener);
      await shop.press('Enter');
      await shop.expectCount(drawer);
      await shop.press('Escape');
      await shop.expectCount(drawer, 0);
      await shop.expectValue('the opener focused', () => shop.isFocused(opener), true);
    },
  },
  {
    name: 'loyalty',
    // The loyalty dialog from the points badge: its tabs by pointer and by ArrowRight, each panel shown.
    run: async (shop) => {
      await signIn(shop);
      await shop.goto('/faq');
      await shop.click({ role: 'button', name: '1,415 points' });
      const dialog: Query = { role: 'dialog', name: 'Loyalty Rewards' };
      await shop.expectCount(dialog);
      const tab = (name: string): Query => ({ role: 'tab', name, within: dialog });
      const panel = (name: string): Query => ({ role: 'tabpanel', name, within: dialog });
      const shows = async (name: string) => {
        await shop.expectValue(
          `${name} selected`,
          () => shop.attribute(tab(name), 'aria-selected'),
          'true',
        );
        await shop.expectCount(panel(name));
      };
      await shows('Earn Points');
      await shop.click(tab('Get rewards'));
      await shows('Get rewards');
      await shop.click(tab('account'));
      await shows('account');
      await shop.press('ArrowRight');
      await shop.expectValue('help focused', () => shop.isFocused(tab('help')), true);
      await shows('help');
      await shop.click(tab('Earn Points'));
      await shows('Earn Points');
      await shop.press('ArrowRight');
      await shop.expectValue('Get rewards focused', () => shop.isFocused(tab('Get rewards')), true);
      await shows('Get rewards');
    },
  },
  {
    name: 'privacy-eu',
    // An EU visitor sees the banner; Reject all hides it, and a reload does not ask again.
    run: async (shop, { apiURL }) => {
      // The local API's geolocation stand-in places the visitor in Germany until the next reset.
      const placed = await fetch(`${apiURL}/__admin/visitor-location`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ country_code: 'DE', country: 'DE', in_eu: true }),
      });
      if (!placed.ok) throw new Error(`the visitor's location was not changed: ${placed.status}`);
      const product: Query = { role: 'heading', level: 1, name: 'Apricot Seed Capsules' };
      const banner: Query = { role: 'region', name: 'Your privacy choices' };
      await shop.goto('/item/705-apricot-seed-capsules');
      await shop.expectCount(product);
      await shop.expectCount(banner);
      for (const name of ['Accept all', 'Reject all', 'Choose'])
        await shop.expectCount({ role: 'button', name, within: banner });
      await shop.click({ role: 'button', name: 'Reject all', within: banner });
      await shop.expectCount(banner, 0);
      await shop.reload();
      await shop.expectCount(product);
      // A round trip to the API after the reload (as the e2e spec does), before the banner is looked
      // for again: a location answer that was going to bring it back has had the same time.
      await shop.click({ role: 'button', name: 'Add to cart' });
      await shop.expectCount({ text: 'Product added to cart successfully.' });
      await shop.expectCount(banner, 0);
    },
  },
  {
    name: 'spinner-after-a-moment',
    // A page's spinner shows and turns only once the wait has passed a second (decision 054).
    run: async (shop) => {
      await shop.goto('/cart');
      await shop.expectCount({ role: 'heading', level: 1, name: 'Cart' });
      await shop.expectValue(
        'the ring at 500 ms',
        () => shop.run(spinnerRingAt, 500),
        'hidden still',
      );
      await shop.expectValue(
        'the ring at 1200 ms',
        () => shop.run(spinnerRingAt, 1200),
        'visible turned',
      );
    },
  },
  {
    name: 'reflow-320',
    // 320 px wide without sideways scrolling: the store, the cart, and a signed-in receipt.
    run: async (shop) => {
      await shop.setViewport(320, 640);
      for (const path of ['/', '/store', '/cart']) {
        await shop.goto(path);
        if (!(await shop.run<boolean>(noSidewaysScroll)))
          throw new Error(
            `${path} at 320 px: scrollWidth/clientWidth ${String(await shop.run(widths))}`,
          );
      }
      await signIn(shop);
      await shop.goto('/orderHistory/1001');
      await shop.expectCount({ role: 'heading', level: 1, name: 'Order #1001' });
      if (!(await shop.run<boolean>(noSidewaysScroll)))
        throw new Error(
          `${await shop.url()} at 320 px: scrollWidth/clientWidth ${String(await shop.run(widths))}`,
        );
    },
  },
  ...([390, 1280] as const).map((width): Journey => ({
    name: `toast-cart-${width}`,
    // While the 'added' toast shows, the header's CART still takes the press.
    run: async (shop) => {
      await shop.setViewport(width, 844);
      await addTwoFromProductPage(shop);
      await shop.click(cartLink);
      await shop.waitUntil(
        'the press on CART lands on /cart',
        `return location.pathname === '/cart';`,
      );
    },
  })),
  {
    name: 'guests-checkout',
    // A few minutes for twenty guests on the shared 2 cores.
    timeout: 300_000,
    // Twenty new guests each press Checkout on /cart the moment it shows, and each lands on
    // /store/customer_info. A new guest: the browser's storage and cookies cleared, and the API
    // reset, since it keeps a guest's cart by IP address and every guest here
    // comes from the same one (spec part 1: guests use a cart keyed by IP).
    run: async (shop, { resetApi }) => {
      for (let guest = 1; guest <= 20; guest += 1) {
        await resetApi();
        await shop.forgetVisitor();
        await shop.goto('/item/705-apricot-seed-capsules');
        await shop.click({ role: 'button', name: 'Add to cart' });
        await shop.expectCount({ text: 'Product added to cart successfully.' });
        // A new guest: the one line just added is the whole cart.
        await shop.expectCount({ role: 'link', name: 'Cart, 1 item', within: { role: 'banner' } });
        await shop.goto('/cart');
        await shop.click({ role: 'button', name: 'Checkout' });
        await shop.waitUntil(
          `guest ${guest} lands on /store/customer_info`,
          `return location.pathname === '/store/customer_info';`,
        );
      }
    },
  },
  {
    name: 'press-before-hydration',
    // Add To Cart pressed while the app's code is still coming: marked busy, carried out once it
    // runs, once (decision 032).
    run: async (shop) => {
      const release = await pressWhileCodeHeld(shop);
      release(false);
      await shop.expectCount({ text: 'Product added to cart successfully.' });
      await shop.expectCount({ role: 'link', name: 'Cart, 1 item', within: { role: 'banner' } });
      await shop.expectValue('no button busy', () => shop.run<number>(busy), 0);
    },
  },
  {
    name: 'banner-video',
    // The home banner's video plays by itself once the page is idle (by a timer where the engine
    // has no requestIdleCallback, as WebKit), muted, and stops with its carousel's Pause.
    run: async (shop) => {
      await shop.goto('/');
      const video = `const video = document.querySelector('.top-slider video');`;
      await shop.expectValue(
        'the banner video playing',
        () => shop.run<boolean>(`${video} return !video.paused && video.currentTime > 0;`),
        true,
      );
      await shop.click({ role: 'button', name: 'Pause Featured banners carousel' });
      await shop.expectValue(
        'the banner video paused',
        () => shop.run<boolean>(`${video} return video.paused;`),
        true,
      );
    },
  },
  {
    name: 'form-before-hydration',
    // A guest's Log in on /cart sent while the app's code is still coming: held and marked busy,
    // never sent by the browser itself (the password would go into the address), then carried out
    // once the code runs (decision 032).
    run: async (shop) => {
      const { email, password, first_name } = DEMO_USERS.customer;
      const { release } = await shop.visitHolding('/cart', /^\/assets\/app-shared-[^/]*\.js$/);
      const login: Query = { role: 'form', name: 'Returning customer? Log in' };
      await shop.fill({ label: /^Email\b/, within: login }, email);
      await shop.fill({ label: /^Password\b/, within: login }, password);
      const submit: Query = { role: 'button', name: 'Login', within: login };
      await shop.click(submit);
      await shop.expectValue(
        'Login marked busy',
        () => shop.attribute(submit, 'aria-busy'),
        'true',
      );
      const search = () => shop.run<string>('return location.search;');
      await shop.expectValue('nothing in the address', search, '');
      release(false);
      await shop.expectCount({ role: 'button', name: `${first_name} account menu` });
      await shop.expectCount(login, 0);
      await shop.expectValue('nothing in the address', search, '');
    },
  },
  {
    name: 'code-not-loaded',
    // A press before the app runs is held and marked busy; when a file of the app's then fails to
    // load, the press is freed and the page says so (decisions 032 and 052).
    // Firefox's words for the failed import (WebKit reports none).
    expectedErrors: [/error loading dynamically imported module/],
    run: async (shop) => {
      const release = await pressWhileCodeHeld(shop);
      release(true);
      await shop.expectValue(
        'the alert',
        () => shop.textOf({ role: 'alert' }),
        'This page did not finish loading, so its buttons do not work. Reload the page',
      );
      await shop.expectValue('no button busy', () => shop.run<number>(busy), 0);
      await shop.expectCount({ role: 'link', name: 'Reload the page' });
    },
  },
];
