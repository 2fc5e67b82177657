import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { trackRequests } from '../../../../tests/utils/network';
import { renderRoute } from '../../../../tests/utils/render';

/** Records the query of every GET /blog and lets the local API answer it. */
const recordListRequests = () => {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/blog', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
    }),
  );
  return seen;
};

const postTitles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

describe('/blogs', () => {
  it("shows 'Blogs' and the post cards: image, title link, long date, plain excerpt, category links", async () => {
    renderRoute('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Morning Smoothie' });
    expect(postTitles()).toHaveLength(8);
    // Newest first by default.
    expect(postTitles()[0]).toBe('Apricot Seed Morning Smoothie');
    expect(postTitles().at(-1)).toBe('Apricot Seed Trail Mix');

    const card = cardOf('Apricot Seed Morning Smoothie');
    expect(
      within(card).getByRole('link', { name: 'Apricot Seed Morning Smoothie' }),
    ).toHaveAttribute('href', '/blogs/apricot-seed-smoothie');
    expect(within(card).getByText('March 2, 2025')).toHaveAttribute('datetime', '2025-03-02');
    // The body's <h2> and list items read as text; no markup from the body reaches the card.
    expect(
      within(card).getByText(/^Blend banana, almond milk and a few crushed apricot seeds/),
    ).toBeInTheDocument();
    expect(card.querySelectorAll('h3, ul li:not(.list-inline-item)')).toHaveLength(0);
    const image = card.querySelector('img');
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/\/images\/blog\/apricot-seed-smoothie\.svg$/),
    );
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    // The first row (the LCP candidate) loads at once, first; the rest lazily.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const last = cardOf('Apricot Seed Trail Mix').querySelector('img');
    expect(last).toHaveAttribute('loading', 'lazy');
    expect(last).not.toHaveAttribute('fetchpriority');
    expect(within(card).getByRole('link', { name: 'Recipes' })).toHaveAttribute(
      'href',
      '/blogByCategory/1/Recipes',
    );
    expect(within(card).getByRole('link', { name: 'Lifestyle' })).toHaveAttribute(
      'href',
      '/blogByCategory/4/Lifestyle',
    );
    await waitFor(() => expect(document.title).toBe('Blogs'));
  });

  it('filters by category from the drawer: focus inside, the query and the URL follow, Escape closes', async () => {
    const requests = recordListRequests();
    const { user, router } = renderRoute('/blogs');
    await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Morning Smoothie' });

    const opener = screen.getByRole('button', { name: 'Filter by category' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filter by category' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const boxes = await within(drawer).findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.form-check')?.textContent)).toEqual([
      'Recipes',
      'Health',
      'News',
      'Lifestyle',
    ]);

    await user.click(within(drawer).getByRole('checkbox', { name: 'News' }));
    await waitFor(() => expect(requests.at(-1)?.get('category_slug')).toBe('news'));
    expect(router.state.location.search).toBe('?category_slug=news');
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: 'News' })).toBeChecked(),
    );
    await user.click(within(drawer).getByRole('checkbox', { name: 'Health' }));
    await waitFor(() => expect(requests.at(-1)?.get('category_slug')).toBe('health,news'));
    expect(requests.at(-1)?.get('sort')).toBe('new');

    // Tab cycles inside the drawer: from its last control to the first and back.
    const close = within(drawer).getByRole('button', { name: 'Close filter' });
    const clear = within(drawer).getByRole('button', { name: 'Clear filter' });
    clear.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(clear).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveTextContent('Filter by category (2)');
    await waitFor(() =>
      expect(postTitles()).toEqual([
        'Harvest Season at the Orchard',
        'What Is Vitamin B17?',
        'A Calm Morning Routine',
        'Introducing AP Fuel Mushroom Coffee',
      ]),
    );
    expect(screen.getByText('Showing posts in: Health, News')).toBeInTheDocument();
  });

  it('reads the filter and the order from the URL, and keeps them after a post and Back', async () => {
    const requests = recordListRequests();
    const { user, router } = renderRoute('/blogs?category_slug=recipes&sort=old');
    await waitFor(() =>
      expect(postTitles()).toEqual([
        'Apricot Seed Trail Mix',
        'Baked Apricot Kernel Cookies',
        'Apricot Seed Morning Smoothie',
      ]),
    );
    expect(requests.at(-1)?.get('category_slug')).toBe('recipes');
    expect(requests.at(-1)?.get('sort')).toBe('old');
    expect(screen.getByRole('combobox', { name: 'Sort by date' })).toHaveValue('old');

    await user.click(screen.getByRole('link', { name: 'Apricot Seed Trail Mix' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Trail Mix' }),
    ).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(postTitles()[0]).toBe('Apricot Seed Trail Mix'));
    expect(router.state.location.search).toBe('?category_slug=recipes&sort=old');
    await user.click(screen.getByRole('button', { name: 'Filter by category (1)' }));
    expect(
      await within(await screen.findByRole('dialog')).findByRole('checkbox', { name: 'Recipes' }),
    ).toBeChecked();
  });

  it('orders newest or oldest first through the sort query', async () => {
    const requests = recordListRequests();
    const { user, router } = renderRoute('/blogs');
    await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Morning Smoothie' });
    const select = screen.getByRole('combobox', { name: 'Sort by date' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Oldest first']);
    await user.selectOptions(select, 'old');
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('old'));
    expect(router.state.location.search).toBe('?sort=old');
    await waitFor(() => expect(postTitles()[0]).toBe('Apricot Seed Trail Mix'));
    await user.selectOptions(select, '');
    await waitFor(() => expect(postTitles()[0]).toBe('Apricot Seed Morning Smoothie'));
    expect(router.state.location.search).toBe('');
  });

  it("says 'No posts in this category yet' when the list is empty", async () => {
    server.use(http.get('*/blog', () => HttpResponse.json([])));
    renderRoute('/blogs?category_slug=news');
    expect(await screen.findByText('No posts in this category yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry, and the list once the retry succeeds', async () => {
    // Failing until Retry: the route's prefetch and the page may each ask before the alert stays.
    let failing = true;
    server.use(
      http.get('*/blog', () => (failing ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const network = trackRequests();
    const { user } = renderRoute('/blogs');
    await screen.findByRole('alert');
    await network.quiet();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the posts. Please try again.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Apricot Seed Morning Smoothie' }),
    ).toBeInTheDocument();
  });

  it('never renders markup or unsafe URLs from the API in a card', async () => {
    server.use(
      http.get('*/blog', () =>
        HttpResponse.json([
          {
            slug: 'bad',
            blog_title: 'Bad <b>post</b>',
            image: 'javascript:alert(1)',
            date: '2025-01-01',
            body: '<img src=x onerror="window.hacked=1"><p>Hello <b>world</b></p><script>window.hacked=1</script>',
            blog_categories: [{ id: 1, category_name: 'Recipes' }],
          },
        ]),
      ),
    );
    renderRoute('/blogs');
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Bad <b>post</b>' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('Hello world')).toBeInTheDocument();
    expect(card.querySelector('img, script, b')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('reads a hostile body as a plain-text excerpt: none of its elements or attributes reach the page', async () => {
    const pwned = () => (window as { __excerptPwned?: number }).__excerptPwned;
    server.use(
      http.get('*/blog', () =>
        HttpResponse.json([
          {
            slug: 'hostile',
            blog_title: 'Hostile body',
            image: '/images/blog/hostile.svg',
            date: '2025-01-01',
            body:
              '<p>Soak the seeds.</p><img src="x" onerror="window.__excerptPwned=1">' +
              '<script>window.__excerptPwned=1</script>' +
              '<a href="javascript:window.__excerptPwned=1" onclick="window.__excerptPwned=1">Read on</a>' +
              '<iframe src="javascript:window.__excerptPwned=1"></iframe>',
            blog_categories: [],
          },
        ]),
      ),
    );
    renderRoute('/blogs');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Hostile body' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Soak the seeds. Read on')).toBeInTheDocument();
    expect(
      document.querySelector('[onerror], [onclick], iframe, img[src="x"], a[href^="javascript:"]'),
    ).toBeNull();
    expect(
      Array.from(document.scripts).some((script) => script.text.includes('__excerptPwned')),
    ).toBe(false);
    expect(within(card).queryByRole('link', { name: 'Read on' })).toBeNull();
    expect(pwned()).toBeUndefined();
  });
});
