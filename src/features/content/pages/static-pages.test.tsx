import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { renderRoute } from '../../../../tests/utils/render';

const main = () => screen.getByRole('main');

/** Records the path of every request to `pattern` and lets the local API answer it. */
const recordPaths = (pattern: string) => {
  const seen: string[] = [];
  server.use(
    http.get(pattern, ({ request }) => {
      seen.push(new URL(request.url).pathname);
    }),
  );
  return seen;
};

describe('static content pages', () => {
  it.each([
    ['/About', 'About Us', 'We are a family business devoted to apricot seeds', 44, 44],
    ['/privacy', 'Privacy Policy', 'We never sell your personal data.', 41, 12],
    ['/return_policy', 'Return Policy', 'Unopened products may be returned within 30 days', 40, 40],
    [
      '/shipping_privacy',
      'Shipping Policy',
      'Orders placed before 2PM CST ship the same day.',
      42,
      42,
    ],
    ['/autoship', 'Auto-Ship', 'Auto-Ship is offered on orders over $49.99', 43, 43],
  ])(
    '%s shows the title and text of its content id and the metadata of its meta id',
    async (route, title, text, contentId, metaId) => {
      const contentPaths = recordPaths('*/content/:id');
      const metaPaths = recordPaths('*/pages/tags/:id');
      renderRoute(route);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await within(main()).findByText(text, { exact: false })).toBeInTheDocument();
      expect(contentPaths).toEqual([`/content/${contentId}`]);
      expect(metaPaths).toEqual([`/pages/tags/${metaId}`]);
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
          `apricot seeds, ${title.toLowerCase()}`,
        ),
      );
      expect(document.title).toBe(`${title} | Apricot Storefront`);
    },
  );

  it('reads the page from an object answer and from the first item of a list answer', async () => {
    server.use(
      http.get('*/content/44', () =>
        HttpResponse.json([
          { title: 'Our Story', description: '<p>Listed first.</p>' },
          { title: 'Ignored', description: '<p>Second item.</p>' },
        ]),
      ),
      http.get('*/content/41', () =>
        HttpResponse.json({ title: 'Your Privacy', description: '<p>One object.</p>' }),
      ),
    );
    const { router } = renderRoute('/About');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(await screen.findByText('Listed first.')).toBeInTheDocument();
    expect(screen.queryByText('Second item.')).not.toBeInTheDocument();

    await router.navigate('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Privacy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('One object.')).toBeInTheDocument();
  });

  it('sanitises the description', async () => {
    server.use(
      http.get('*/content/40', () =>
        HttpResponse.json({
          title: 'Return Policy',
          description:
            '<p>Kept text</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script><a href="javascript:alert(1)">Bad link</a>',
        }),
      ),
    );
    renderRoute('/return_policy');
    expect(await screen.findByText('Kept text')).toBeInTheDocument();
    expect(main().querySelector('script')).toBeNull();
    expect(main().querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Bad link').getAttribute('href')).toBeNull();
  });

  it('shows the metadata only when PageShowMETA is 1', async () => {
    server.use(
      http.get('*/pages/tags/42', () =>
        HttpResponse.json([{ PageShowMETA: 0, PageMetaTitle: 'Hidden Title' }]),
      ),
    );
    renderRoute('/shipping_privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping Policy' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shipping Policy'));
  });

  it('keeps the route title and says so when the page has no text', async () => {
    server.use(http.get('*/content/43', () => HttpResponse.json({ title: null, description: '' })));
    renderRoute('/autoship');
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Auto-Ship' })).toBeInTheDocument();
  });

  it('treats an unknown page id (404) as a page without text', async () => {
    server.use(
      http.get('*/content/44', () =>
        HttpResponse.json({ message: 'Content not found' }, { status: 404 }),
      ),
    );
    renderRoute('/About');
    expect(await screen.findByText('This page has no content yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the page', async () => {
    let calls = 0;
    server.use(
      http.get('*/content/41', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({}, { status: 500 });
        return undefined;
      }),
    );
    const { user } = renderRoute('/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this page. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('We never sell your personal data.', { exact: false }),
    ).toBeInTheDocument();
  });
});
