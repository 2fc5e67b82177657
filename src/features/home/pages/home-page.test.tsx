import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { preloadPages, renderRoute } from '../../../../tests/utils/render';
import { getDb } from '../../../../local-api/store/db';
import type { ContentBlock } from '@/types/api';
import { itemHref, leadingId } from '@/config/paths';
import { findProduct } from '../../../../local-api/store/catalog';
import { CAROUSEL_LAYOUTS, splitBannerTitle } from '../home-content';

const originalMatchMedia = window.matchMedia;
const OriginalIntersectionObserver = window.IntersectionObserver;

/** Every observed element reports itself in view (jsdom has no layout); `trigger` when later. */
const scrollCarouselsIntoView = ({ now = true } = {}) => {
  const pending: (() => void)[] = [];
  window.IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const report = () =>
        this.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      if (now) report();
      else pending.push(report);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return { trigger: () => act(() => pending.splice(0).forEach((report) => report())) };
};

// The page and its below-the-fold lazy parts (product carousels, Swiper): a first transform on a busy
// machine must not outlast a findBy ceiling.
beforeAll(
  () =>
    Promise.all([
      preloadPages('/'),
      import('../components/product-carousel-section'),
      import('@/components/ui/swiper-carousel'),
    ]),
  60_000,
);

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.IntersectionObserver = OriginalIntersectionObserver;
});

describe('home page', () => {
  it('renders the seven sections in order', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, { timeout: 5000 });
    await screen.findByRole('heading', { level: 2, name: /OUR SHOP/ }, { timeout: 5000 });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent ?? '');
    const order = [
      'Raw Apricot Seeds, Straight From California',
      'Vitamin B17 Made Simple',
      'Our Products',
      'Hot Buys OUR SHOP',
      'Free USA Shipping',
      'Our Customers Love Us!',
    ].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(screen.getByRole('region', { name: 'Featured banners' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Hot Buys OUR SHOP' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Product' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(screen.getByRole('link', { name: 'View All Reviews' })).toHaveAttribute(
      'href',
      '/reviews',
    );
  });

  it('holds the first screen until the slider has loaded, so the banner never moves down', async () => {
    let releaseSlider = () => {};
    const sliderHeld = new Promise<void>((resolve) => (releaseSlider = resolve));
    server.use(
      http.get('*/slider/', async () => {
        await sliderHeld;
        await delay(0);
        return HttpResponse.json([
          {
            id: 1,
            type: 'image',
            file: '/images/banner-1.svg',
            product_link: 'https://example.com/',
          },
        ]);
      }),
    );
    renderRoute('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    releaseSlider();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Raw Apricot Seeds, Straight From California',
    );
    expect(screen.getByRole('region', { name: 'Featured banners' })).toBeInTheDocument();
  });

  it('keeps Our Products in place when its read fails, says so, and Retry loads the cards', async () => {
    // Failing until Retry: the route's prefetch and the page's own read both meet the failure.
    let failing = true;
    server.use(
      http.get('*/products', ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') !== 'top') return;
        if (failing) return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Our Products' }, { timeout: 5000 });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded.');
    expect(within(section).getByRole('link', { name: 'View All Product' })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByRole('region', { name: 'Our Products' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Hot Buys loading in its place while its read is pending', async () => {
    server.use(
      http.get('*/products', async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') === 'hot-products')
          await delay('infinite');
      }),
    );
    renderRoute('/');
    const section = await screen.findByRole(
      'region',
      { name: 'Hot Buys OUR SHOP' },
      { timeout: 5000 },
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Loading products...');
  });

  it('links video banners to /videos#{id} and opens the others in a new tab', async () => {
    renderRoute('/');
    const video = await screen.findByRole('link', { name: 'Watch video 1' });
    expect(video).toHaveAttribute('href', '/videos#1');
    const banner = screen.getByRole('link', { name: 'Banner 2 (opens in a new tab)' });
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(banner).toHaveAttribute('href', '/item/705-apricot-seed-capsules');
  });

  it('drops API links and images that are not web addresses (javascript:, data:)', async () => {
    const [, second, third] = getDb().slider;
    Object.assign(second, { product_link: 'javascript:alert(1)' });
    Object.assign(third, { file: 'data:image/svg+xml,<svg onload=alert(2)>' });
    const [about, , promo] = getDb().content['1'] as ContentBlock[];
    Object.assign(about, { btn_link: 'javascript:alert(3)', image_1: 'javascript:alert(4)' });
    Object.assign(promo, { image_1: 'vbscript:msgbox(5)' });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await screen.findByRole('link', { name: 'Watch video 1' });
    expect(screen.queryByRole('link', { name: /^Banner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: about.btn_name })).not.toBeInTheDocument();
    const urls = Array.from(document.querySelectorAll('[href], [src], [srcset], [poster], [style]'))
      .flatMap((element) =>
        ['href', 'src', 'srcset', 'poster', 'style'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      )
      .filter(Boolean);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((url) => /javascript:|vbscript:|data:image\/svg/i.test(url))).toEqual([]);
  });

  it('styles the 3rd and 4th words of the main banner title apart and sanitises its HTML', async () => {
    renderRoute('/');
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Raw Apricot Seeds, Straight From California',
    });
    expect(
      Array.from(title.querySelectorAll('.main-banner__accent')).map((part) =>
        part.textContent?.trim(),
      ),
    ).toEqual(['Seeds,', 'Straight']);
    expect(
      screen.getByText('bitter raw apricot seeds', { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it('shows the six fixed product images, each linking to a seeded product', async () => {
    renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Popular products' });
    const hrefs = [
      ...new Set(
        within(carousel)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href') ?? ''),
      ),
    ];
    expect(hrefs).toHaveLength(6);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/item/705-apricot-seed-capsules',
        '/item/376-california-bitter-raw-apricot-seeds-32-oz',
        '/item/991-apfuel-california-special',
        '/item/965-ap-fuel---mushroom-coffee-mix',
      ]),
    );
    for (const href of hrefs) {
      const product = findProduct(leadingId(href.replace('/item/', '')));
      expect(product, href).toBeDefined();
      if (product) expect(href).toBe(itemHref(product.id, product.product_url));
    }
  });

  it('opens a fixed product image with the product id in the navigation state', async () => {
    const { user, router } = renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Popular products' });
    await user.click(within(carousel).getAllByRole('link', { name: 'Apricot Seed Capsules' })[0]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/item/705-apricot-seed-capsules'),
    );
    expect(router.state.location.state).toEqual({ id: 705 });
  });

  it('shows the carousels as plain slides until they near the viewport, then loads Swiper', async () => {
    const { trigger } = scrollCarouselsIntoView({ now: false });
    renderRoute('/');
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Our Products' },
      { timeout: 5000 },
    );
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByRole('link', { name: 'Apricot Seed Capsules' })).toBeVisible();
    expect(section.queryByRole('button', { name: /slide$/ })).not.toBeInTheDocument();
    trigger();
    expect(
      await section.findByRole('button', { name: 'Next Our Products slide' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sets Swiper up in one carousel at a time, a task each, until every carousel has it', async () => {
    scrollCarouselsIntoView();
    const withSwiper = () => screen.queryAllByRole('button', { name: /^Next .* slide$/ }).length;
    // Mutation records reach the observer after each task: a count that grows by two between two
    // deliveries means two carousels set Swiper up in the same task.
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(withSwiper()));
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, { timeout: 5000 });
    const carousels = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-roledescription') === 'carousel');
    expect(carousels.length).toBeGreaterThan(1);
    await waitFor(() => expect(withSwiper()).toBe(carousels.length), { timeout: 5000 });
    observer.disconnect();
    const steps = seen.map((count, index) => count - (seen[index - 1] ?? 0));
    expect(Math.max(...steps)).toBe(1);
  });

  it('gives every carousel labelled previous/next buttons and a pause control', async () => {
    scrollCarouselsIntoView();
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, { timeout: 5000 });
    expect(
      await screen.findByRole('button', { name: 'Previous Our Products slide' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Our Products slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Our Products carousel' })).toBeInTheDocument();
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    scrollCarouselsIntoView();
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, { timeout: 5000 });
    expect(
      await screen.findByRole('button', { name: 'Next Our Products slide' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause .* carousel/ })).not.toBeInTheDocument();
  });

  it('stores ?referralCode=', async () => {
    renderRoute('/?referralCode=ADA1007');
    await waitFor(() => expect(window.localStorage.getItem('referalCode')).toBe('ADA1007'));
  });
});

describe('CAROUSEL_LAYOUTS', () => {
  it('uses the spec breakpoints (part 1 §9)', () => {
    expect(CAROUSEL_LAYOUTS.top).toEqual({ 0: { slidesPerView: 1 }, 992: { slidesPerView: 3 } });
    expect(CAROUSEL_LAYOUTS.products).toEqual({
      320: { slidesPerView: 1 },
      736: { slidesPerView: 2 },
      850: { slidesPerView: 3 },
      1300: { slidesPerView: 4 },
    });
  });
});

describe('splitBannerTitle', () => {
  it('marks the 3rd and 4th words', () => {
    expect(splitBannerTitle('One two three four five').map((part) => part.accent)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    expect(splitBannerTitle(undefined)).toEqual([]);
  });
});
