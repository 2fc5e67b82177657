import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '../../../../local-api/node';
import { seedBlogs } from '../../../../local-api/seed/blog';
import { renderRoute } from '../../../../tests/utils/render';

describe('/blogByCategory/{id}/{name}', () => {
  it("heads the page with the category name and shows cards with image, date, 'By' and categories", async () => {
    const requested: string[] = [];
    server.use(
      http.get('*/blogs/by/category/:id', ({ request }) => {
        requested.push(new URL(request.url).pathname);
      }),
    );
    renderRoute('/blogByCategory/3/News');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Harvest Season at the Orchard' })
    ).closest('article') as HTMLElement;
    expect(requested).toContain('/blogs/by/category/3');
    expect(
      within(card).getByRole('link', { name: 'Harvest Season at the Orchard' }),
    ).toHaveAttribute('href', '/blogs/orchard-harvest-2025');
    expect(within(card).getByText('February 14, 2025')).toBeInTheDocument();
    // The real API sends no product_name: 'By' names the shop (VITE_COMPANY_NAME).
    expect(within(card).getByText(`By ${env.companyName}`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/blogByCategory/3/News',
    );
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Harvest Season at the Orchard',
      'Introducing AP Fuel Mushroom Coffee',
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Blogs/));
    expect(document.title).toBe('Blogs - News');
  });

  it("names a post's product_name after 'By' when the API sends one", async () => {
    const [post] = seedBlogs().filter((blog) => blog.slug === 'orchard-harvest-2025');
    expect(post).not.toHaveProperty('product_name');
    server.use(
      http.get('*/blogs/by/category/:id', () =>
        HttpResponse.json([{ ...post, product_name: 'Apricot Seeds 32 oz' }]),
      ),
    );
    renderRoute('/blogByCategory/3/News');
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Harvest Season at the Orchard' })
    ).closest('article') as HTMLElement;
    expect(within(card).getByText('By Apricot Seeds 32 oz')).toBeInTheDocument();
    expect(within(card).queryByText(`By ${env.companyName}`)).not.toBeInTheDocument();
  });

  it("says 'No posts in this category yet' for a category without posts", async () => {
    renderRoute('/blogByCategory/99/Nothing%20Here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing Here' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No posts in this category yet')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    server.use(http.get('*/blogs/by/category/:id', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/blogByCategory/3/News');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the posts. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
