import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HASH_WAIT_MS } from '@/hooks/use-scroll-on-navigate';
import { renderRoute, PAGE_READY } from '../../tests/utils/render';
import { controlViewport } from '../../tests/utils/viewport';
import { DEFAULT_DESCRIPTION } from '@/config/site';

const SEEDS_RECIPES_DESCRIPTION = 'Recipes with apricot seeds: nine favourites, step by step.';

const ready = () => screen.findByRole('heading', { level: 1 }, PAGE_READY);

/** The new route has committed (the breadcrumb band shows its route title). */
const onPage = (title: string) =>
  waitFor(() =>
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(title),
  );

describe('root layout', () => {
  it('starts with a skip link to the focusable main landmark, then header, main and footer', async () => {
    const { user } = renderRoute('/faq');
    await ready();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.tab();
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    const header = document.querySelector('header.site-header');
    const footer = screen.getByRole('contentinfo');
    expect(header?.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("brings the footer's newsletter form only when the shopper nears the footer", async () => {
    const { bringNear, watching } = controlViewport();
    try {
      renderRoute('/faq');
      await ready();
      const footer = screen.getByRole('contentinfo');
      await waitFor(() => expect(watching(footer).length).toBeGreaterThan(0));
      expect(screen.queryByRole('form', { name: 'Subscribe to our newsletter' })).toBeNull();
      await bringNear(footer);
      expect(
        await screen.findByRole('form', { name: 'Subscribe to our newsletter' }),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('brings the newsletter form when the focus enters the footer', async () => {
    renderRoute('/faq');
    await ready();
    expect(screen.queryByRole('form', { name: 'Subscribe to our newsletter' })).toBeNull();
    act(() => within(screen.getByRole('contentinfo')).getAllByRole('link')[0].focus());
    expect(
      await screen.findByRole('form', { name: 'Subscribe to our newsletter' }),
    ).toBeInTheDocument();
  });

  it('brings the newsletter form for a #newsletter link and puts the focus in its first field', async () => {
    renderRoute('/faq#newsletter');
    const form = await screen.findByRole('form', { name: 'Subscribe to our newsletter' });
    await waitFor(() => expect(within(form).getByLabelText(/First Name/i)).toHaveFocus());
  });

  it('shows a breadcrumb band with the route title, and sets a default document title', async () => {
    // A page without page metadata of its own, so the layout's title stays.
    renderRoute('/seeds-recipes');
    await ready();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(trail).toHaveTextContent('Home');
    expect(trail).toHaveTextContent('Seeds Recipes');
    await waitFor(() => expect(document.title).toBe('Seeds Recipes | Apricot Storefront'));
  });

  it("has one meta description: the page's own where it has one, else the route's", async () => {
    const descriptions = () =>
      [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      );
    const { router } = renderRoute('/seeds-recipes');
    await ready();
    await waitFor(() => expect(descriptions()).toEqual([SEEDS_RECIPES_DESCRIPTION]));
    await router.navigate('/contact-us');
    await onPage('Contact Us');
    await waitFor(() => expect(descriptions()).toEqual([expect.stringMatching(/^Contact Us: /)]));
    await router.navigate('/seeds-recipes');
    await onPage('Seeds Recipes');
    await waitFor(() => expect(descriptions()).toEqual([SEEDS_RECIPES_DESCRIPTION]));
    // A route without a description of its own: the shop's default.
    await router.navigate('/reset-password');
    await onPage('Reset Password');
    await waitFor(() => expect(descriptions()).toEqual([DEFAULT_DESCRIPTION]));
  });

  it("has one <title>: the page's own where it has one, else the layout's", async () => {
    const titles = () => [...document.querySelectorAll('title')].map((title) => title.textContent);
    const { router } = renderRoute('/seeds-recipes');
    await ready();
    await waitFor(() => expect(titles()).toEqual(['Seeds Recipes | Apricot Storefront']));
    await router.navigate('/search?search=seeds');
    await waitFor(() => expect(titles()).toEqual(['Search results for “seeds”']));
    await router.navigate('/seeds-recipes');
    await onPage('Seeds Recipes');
    await waitFor(() => expect(titles()).toEqual(['Seeds Recipes | Apricot Storefront']));
  });

  it("links the page's canonical address, following the route", async () => {
    const canonical = () => document.head.querySelector('link[rel="canonical"]');
    const { router } = renderRoute('/faq');
    await ready();
    await waitFor(() =>
      expect(canonical()).toHaveAttribute('href', `${window.location.origin}/faq`),
    );
    await router.navigate('/contact-us?topic=1');
    await onPage('Contact Us');
    await waitFor(() =>
      expect(canonical()).toHaveAttribute('href', `${window.location.origin}/contact-us`),
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('scrolls to the top at once on every new path', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderRoute('/faq');
    await ready();
    scrollTo.mockClear();
    await router.navigate('/contact-us');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-us'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await router.navigate('/reviews');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
  });

  it('scrolls a #hash target into view once it appears, and stops watching after a while', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
    const { router } = renderRoute('/faq');
    await ready();
    await router.navigate('/contact-us#late-section');
    await onPage('Contact Us');
    expect(scrollIntoView).not.toHaveBeenCalled();
    const target = document.createElement('div');
    target.id = 'late-section';
    document.body.appendChild(target);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    target.remove();
    expect(HASH_WAIT_MS).toBeLessThanOrEqual(5000);
  });

  it('gives up on a #hash that never appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const scrollIntoView = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        writable: true,
        value: scrollIntoView,
      });
      const { router } = renderRoute('/faq');
      await ready();
      await router.navigate('/contact-us#missing');
      await onPage('Contact Us');
      vi.advanceTimersByTime(HASH_WAIT_MS + 10);
      const late = document.createElement('div');
      late.id = 'missing';
      // An observer of the test's, made after the page's: it is told after the page's was.
      const noticed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true });
      });
      document.body.appendChild(late);
      await noticed;
      expect(scrollIntoView).not.toHaveBeenCalled();
      late.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
