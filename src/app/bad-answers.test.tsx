import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../local-api/node';
import { renderRoute } from '../../tests/utils/render';

/** Answers that once replaced the whole page with the root error boundary. */
const answer = (path: string, body: JsonBodyType) =>
  server.use(http.get(`*${path}`, () => HttpResponse.json(body)));

const card = {
  id: 9,
  product_name: 'Kernel Oil',
  product_url: null,
  image: null,
  sell_price: null,
};

const expectShell = async () => {
  const main = await screen.findByRole('main');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  return main;
};

describe('bad answers leave the shop usable', () => {
  it('a category with a null title: the menus keep their other links', async () => {
    answer('/categories', [
      { id: 1, category_title: null },
      { id: 2, category_title: 'Apricot Oil' },
    ]);
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Common Questions' });
    await expectShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Apricot Oil' })).toHaveAttribute(
      'href',
      '/category/2-Apricot-Oil',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .every((link) => link.textContent?.trim()),
    ).toBe(true);
  });

  it('/store: a category group whose products are null is left out', async () => {
    answer('/products', [
      { category_title: 'Empty', products: null },
      { category_title: 'Oils', products: [card] },
    ]);
    renderRoute('/store');
    await expectShell();
    expect(await screen.findByRole('heading', { name: 'Oils' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Empty' })).not.toBeInTheDocument();
    // Related products come in a background render just after the page.
    expect(await screen.findByRole('link', { name: 'Kernel Oil' })).toHaveAttribute(
      'href',
      '/item/9-',
    );
  });

  it('a product with null categories, tags and related product_url still shows', async () => {
    answer('/products/:id', {
      id: 705,
      product_name: 'Apricot Seed Capsules',
      product_url: null,
      sell_price: '29.99',
      categories: null,
      tags: null,
      product_addons: null,
      product_nutrition: null,
      related_products: [card],
    });
    renderRoute('/item/705-apricot-seed-capsules');
    await expectShell();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
    ).toBeInTheDocument();
    // Related products come in a background render just after the page.
    expect(await screen.findByRole('link', { name: 'Kernel Oil' })).toHaveAttribute(
      'href',
      '/item/9-',
    );
  });

  it('home without content or products keeps its h1 and a way to the store', async () => {
    answer('/content/:id', {});
    answer('/products', null);
    renderRoute('/');
    await expectShell();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apricot Storefront' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Product' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('a malformed #% hash does not break the page', async () => {
    renderRoute('/faq#%');
    await screen.findByRole('heading', { level: 1, name: 'Common Questions' });
    await expectShell();
  });
});
