import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { trackRequests } from '../../../../tests/utils/network';
import { preloadPages, renderRoute, PAGE_READY } from '../../../../tests/utils/render';
import { getDb } from '../../../../local-api/store/db';
import type { ContentBlock } from '@/types/api';
import { itemHref, leadingId } from '@/config/paths';
import { whenIdle } from '@/lib/when-idle';
import { findProduct } from '../../../../local-api/store/catalog';
import { splitBannerTitle } from '../home-content';

const originalMatchMedia = window.matchMedia;
// The page and its below-the-fold lazy part (the product carousels): a first transform on a busy
// machine must not outlast a findBy ceiling.
beforeAll(
  () => Promise.all([preloadPages('/'), import('../components/product-carousel-section')]),
  60_000,
);

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

/** The visitor asks for reduced motion (restored after each test). */
const preferReducedMotion = () => {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
};

/** The video banner's element, and the elements `play()` and `pause()` were called on. */
const videoBanner = async () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  const { user } = renderRoute('/');
  const link = await screen.findByRole('link', { name: /^Watch video/ }, PAGE_READY);
  const video = link.querySelector('video');
  if (!video) throw new Error('the video banner has no video');
  return { user, video, played: () => play.mock.contexts, paused: () => pause.mock.contexts };
};

describe('home page', () => {
  it('renders the seven sections in order', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, PAGE_READY);
    await screen.findByRole('heading', { level: 2, name: /OUR SHOP/ }, PAGE_READY);
    await screen.findByRole('heading', { level: 2, name: 'Our Customers Love Us!' }, PAGE_READY);
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
    const slider = gate();
    server.use(
      http.get('*/slider/', async () => {
        await slider.opened;
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
    // In the page: the header's search has a (silent) status of its own.
    const page = await screen.findByRole('main');
    expect(await within(page).findByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, PAGE_READY);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    slider.open();
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
    const requests = trackRequests();
    const { user } = renderRoute('/');
    // The state this test means is the failure: the section is there from its placeholder on.
    await screen.findByText('The products could not be loaded.', {}, PAGE_READY);
    // A failure the route's prefetch met first shows until the page's own read asks again.
    await requests.quiet();
    const section = screen.getByRole('region', { name: 'Our Products' });
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
    // Waits for the state it means (the section's loading status), not only for the section.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Hot Buys OUR SHOP' })).getByRole('status'),
        ).toHaveTextContent('Loading products...'),
      PAGE_READY,
    );
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
    await screen.findByRole('heading', { level: 1 }, PAGE_READY);
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

  it('gives every carousel labelled previous/next buttons and a pause control', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, PAGE_READY);
    await screen.findByRole('heading', { level: 2, name: /OUR SHOP/ }, PAGE_READY);
    const carousels = screen
      .getAllByRole('region')
      .filter((region) => region.getAttribute('aria-roledescription') === 'carousel');
    expect(carousels.map((carousel) => carousel.getAttribute('aria-label'))).toEqual([
      'Featured banners',
      'Popular products',
      'Our Products',
      'Hot Buys',
    ]);
    for (const carousel of carousels) {
      const label = carousel.getAttribute('aria-label');
      const controls = within(carousel);
      expect(controls.getByRole('button', { name: `Previous ${label} slide` })).toBeEnabled();
      expect(controls.getByRole('button', { name: `Next ${label} slide` })).toBeEnabled();
      expect(controls.getByRole('button', { name: `Pause ${label} carousel` })).toBeEnabled();
    }
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    preferReducedMotion();
    renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Our Products' }, PAGE_READY);
    expect(
      await screen.findByRole('button', { name: 'Next Our Products slide' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause .* carousel/ })).not.toBeInTheDocument();
  });

  it('plays the video banner once the page is idle, not by the autoplay attribute', async () => {
    const { video, played } = await videoBanner();
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster');
    await waitFor(() => expect(played()).toContain(video));
  });

  it('never plays the video banner under prefers-reduced-motion', async () => {
    preferReducedMotion();
    const { video, played } = await videoBanner();
    // Past the idle moment the banner would have waited for.
    await new Promise<void>((resolve) => whenIdle(resolve));
    expect(video).not.toHaveAttribute('autoplay');
    expect(played()).not.toContain(video);
  });

  it("holds the video banner still while the visitor has paused the banners' carousel", async () => {
    const { user, video, played, paused } = await videoBanner();
    await waitFor(() => expect(played()).toContain(video));
    await user.click(screen.getByRole('button', { name: 'Pause Featured banners carousel' }));
    expect(paused()).toContain(video);
    const playsBefore = played().length;
    await user.click(screen.getByRole('button', { name: 'Play Featured banners carousel' }));
    await waitFor(() => expect(played().length).toBeGreaterThan(playsBefore));
    expect(played().at(-1)).toBe(video);
  });

  describe('a banners carousel of one video, which has nothing to autoplay', () => {
    const oneVideo = () =>
      server.use(
        http.get('*/slider/', () =>
          HttpResponse.json(getDb().slider.filter((item) => item.type === 'video')),
        ),
      );

    it('still offers Pause, which holds the video still (WCAG 2.2.2)', async () => {
      oneVideo();
      const { user, video, played, paused } = await videoBanner();
      const banners = within(screen.getByRole('region', { name: 'Featured banners' }));
      expect(banners.getByRole('button', { name: 'Next Featured banners slide' })).toBeDisabled();
      await waitFor(() => expect(played()).toContain(video));
      await user.click(banners.getByRole('button', { name: 'Pause Featured banners carousel' }));
      expect(paused()).toContain(video);
    });

    it('offers no Pause under prefers-reduced-motion, where the video never plays', async () => {
      oneVideo();
      preferReducedMotion();
      const { video, played } = await videoBanner();
      await new Promise<void>((resolve) => whenIdle(resolve));
      expect(played()).not.toContain(video);
      expect(screen.queryByRole('button', { name: /Pause .* carousel/ })).not.toBeInTheDocument();
    });
  });

  it('stores ?referralCode=', async () => {
    renderRoute('/?referralCode=ADA1007');
    await waitFor(() => expect(window.localStorage.getItem('referalCode')).toBe('ADA1007'));
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
