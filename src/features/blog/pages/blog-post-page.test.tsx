import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '../../../../local-api/node';
import { renderRoute } from '../../../../tests/utils/render';

const jsonLd = () =>
  JSON.parse(
    document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
  ) as Record<string, unknown> | null;

const metaContent = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('/blogs/{slug}', () => {
  it('shows the title, image, sanitised body and category links', async () => {
    renderRoute('/blogs/apricot-seed-smoothie');
    const article = (
      await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Morning Smoothie' })
    ).closest('article') as HTMLElement;
    expect(within(article).getByText('March 2, 2025')).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Keep it raw' }),
    ).toBeInTheDocument();
    expect(within(article).getByText('3 crushed apricot seeds')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/blog\/apricot-seed-smoothie\.svg$/),
    );
    const categories = within(article).getByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Recipes' })).toHaveAttribute(
      'href',
      '/blogByCategory/1/Recipes',
    );
    expect(within(categories).getByRole('link', { name: 'Lifestyle' })).toHaveAttribute(
      'href',
      '/blogByCategory/4/Lifestyle',
    );
  });

  it('builds the share links from the site base URL', async () => {
    renderRoute('/blogs/apricot-seed-smoothie');
    const share = await screen.findByRole('navigation', { name: 'Share this post' });
    const url = encodeURIComponent(`${env.siteBaseUrl}/blogs/apricot-seed-smoothie`);
    const title = encodeURIComponent('Apricot Seed Morning Smoothie');
    const facebook = within(share).getByRole('link', {
      name: 'Share on Facebook (opens in a new tab)',
    });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(share).getByRole('link', { name: 'Share on X (opens in a new tab)' }),
    ).toHaveAttribute('href', `https://x.com/intent/tweet?url=${url}&text=${title}`);
    expect(
      within(share).getByRole('link', { name: 'Share on Pinterest (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^https://pinterest\\.com/pin/create/button/\\?url=${url}&media=http[^&]+apricot-seed-smoothie\\.svg&description=${title}$`,
        ),
      ),
    );
    expect(within(share).getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${title}&body=${url}`,
    );
  });

  it('writes the page meta and Article JSON-LD', async () => {
    renderRoute('/blogs/what-is-vitamin-b17');
    await screen.findByRole('heading', { level: 1, name: 'What Is Vitamin B17?' });
    await waitFor(() => expect(document.title).toBe('What Is Vitamin B17?'));
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:url"]')).toBe(
      `${env.siteBaseUrl}/blogs/what-is-vitamin-b17`,
    );
    // (The layout writes a default description too; the page adds the post's.)
    expect(
      [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    ).toContain(
      'Vitamin B17, also called amygdalin, is found in the seeds of apricots and other fruits.',
    );
    expect(jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'What Is Vitamin B17?',
      datePublished: '2024-12-05',
      articleSection: ['Health'],
      url: `${env.siteBaseUrl}/blogs/what-is-vitamin-b17`,
    });
  });

  it('sanitises the body and escapes the JSON-LD', async () => {
    server.use(
      http.get('*/blog/:slug', () =>
        HttpResponse.json({
          slug: 'evil',
          blog_title: '</script><script>window.hacked=1</script>',
          image: 'javascript:alert(1)',
          date: '2025-01-01',
          body: '<p>Safe text</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script><a href="javascript:alert(1)">link</a>',
          blog_categories: [],
        }),
      ),
    );
    renderRoute('/blogs/evil');
    const article = (await screen.findByText('Safe text')).closest('article') as HTMLElement;
    expect(article.querySelector('script, [onerror]')).toBeNull();
    expect(within(article).getByText('link')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript/),
    );
    // The unsafe image URL is dropped: an empty panel keeps the space.
    expect(article.querySelector('img[src^="javascript"]')).toBeNull();
    // JsonLd appends the post's script to the head from an effect, after the body has rendered.
    await waitFor(() =>
      expect(jsonLd()?.headline).toBe('</script><script>window.hacked=1</script>'),
    );
    const script = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(script).not.toMatch(/<\/script>/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a not-found state inside the layout for an unknown slug', async () => {
    renderRoute('/blogs/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This post is not available. It may have been removed or the link may be wrong.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers Retry when the post fails to load (not a not-found)', async () => {
    // Failing until Retry: the route's prefetch and the page may each ask once before the alert shows.
    let failing = true;
    server.use(
      http.get('*/blog/:slug', () =>
        failing ? HttpResponse.json({ message: 'Server busy' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderRoute('/blogs/apricot-seed-smoothie');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server busy');
    expect(screen.queryByRole('heading', { name: 'Post not found' })).not.toBeInTheDocument();
    failing = false;
    const title = { level: 1, name: 'Apricot Seed Morning Smoothie' } as const;
    // When the page's own request fails after the prefetch's, a new alert replaces the first one:
    // Retry is clicked on the alert on screen, until the post shows.
    await waitFor(async () => {
      if (!screen.queryByRole('heading', title))
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
      expect(screen.getByRole('heading', title)).toBeInTheDocument();
    });
  });
});
