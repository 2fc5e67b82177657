import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../local-api/node';
import { searchHref } from '@/config/paths';
import { readItem } from '@/lib/storage';
import { gate } from '../../../tests/utils/gate';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import {
  focusSearchBox as focusBox,
  recordSearches,
  siteHeader,
} from '../../../tests/utils/search';

const renderShell = async () => {
  const view = renderRoute('/faq');
  await screen.findByRole('heading', { level: 1 }, PAGE_READY);
  return view;
};

const item = (id: number, product_name: string, sell_price: string) => ({
  id,
  product_name,
  product_url: `${product_name.replace(/\W+/g, ' ').trim()}`,
  image: `/images/${id}.svg`,
  map_price: sell_price,
  sell_price,
});

const PRODUCTS = [
  item(1, 'Apricot Seeds 1 lb', '19.95'),
  item(2, 'Bitter Apricot Kernels', '24.50'),
  item(3, 'Apricot <b>Bold</b> Oil', '12.00'),
  item(4, 'Apricot Capsules', '30.00'),
  item(5, 'Apricot Jam', '8.00'),
  item(6, 'Apricot Tea', '6.00'),
  item(7, 'Apricot Soap', '5.00'),
];

const answerWith = (products: unknown[]) =>
  server.use(mock.get('*/search', () => HttpResponse.json(products)));

describe('header search suggestions', () => {
  it('is the combobox from the first render, before the box has had the focus', async () => {
    await renderShell();
    const box = siteHeader().getByRole('combobox', { name: 'Search products' });
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(siteHeader().queryByRole('searchbox')).not.toBeInTheDocument();
    expect(siteHeader().getAllByLabelText('Search products')).toEqual([box]);
  });

  it('suggests up to 6 products with name, price and image after 2 characters, and a See all entry', async () => {
    answerWith(PRODUCTS);
    const asked = recordSearches();
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    const list = await screen.findByRole('listbox', { name: 'Product suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(7);
    expect(options[0]).toHaveTextContent('Apricot Seeds 1 lb');
    expect(options[0]).toHaveTextContent('$19.95');
    const image = options[0]?.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/1.svg');
    expect(image).toHaveAttribute('width', '60');
    expect(options[6]).toHaveTextContent('See all results for "ap"');
    expect(within(list).queryByText('Apricot Soap')).not.toBeInTheDocument();
    expect(asked).toEqual(['ap']);
  });

  it('asks nothing for one character or whitespace, and asks for the text typed', async () => {
    answerWith(PRODUCTS);
    const asked = recordSearches();
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'a');
    await user.type(box, '   ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box);
    await user.type(box, 'apri');
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    // The debounce's timing is shown on a fake clock in use-search-suggestions.test.tsx.
    expect(asked).not.toContain('a');
    expect(asked.at(-1)).toBe('apri');
  });

  it('aborts the request of a text the shopper has typed past, and shows the newer answer', async () => {
    const aborted: string[] = [];
    server.use(
      mock.get('*/search', async ({ request }) => {
        const text = new URL(request.url).searchParams.get('search') ?? '';
        if (text === 'ap')
          // The first answer never comes on its own: only an abort ends this request.
          await new Promise<void>((resolve) =>
            request.signal.addEventListener('abort', () => {
              aborted.push(text);
              resolve();
            }),
          );
        return HttpResponse.json(PRODUCTS.slice(4, 5));
      }),
    );
    const asked = recordSearches();
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await waitFor(() => expect(asked).toEqual(['ap']));
    await user.type(box, 'r');
    expect(await screen.findByRole('option', { name: /Apricot Jam/ })).toBeInTheDocument();
    expect(asked).toEqual(['ap', 'apr']);
    await waitFor(() => expect(aborted).toEqual(['ap']));
  });

  it('asks once per text: going back to an answered text uses the cache', async () => {
    answerWith(PRODUCTS);
    const asked = recordSearches();
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.type(box, 'r');
    await waitFor(() => expect(asked).toEqual(['ap', 'apr']));
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.type(box, '{Backspace}');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'See all results for "ap"' })).toBeInTheDocument(),
    );
    expect(asked).toEqual(['ap', 'apr']);
  });

  it('moves with Down and Up and opens the highlighted product with Enter', async () => {
    answerWith(PRODUCTS);
    const { user, router } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    const list = await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1];
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/item/2-Bitter-Apricot-Kernels'),
    );
    expect(JSON.parse(readItem('apricot_recent_searches') ?? '[]')).toEqual(['ap']);
  });

  it('goes to the results page on Enter with nothing highlighted', async () => {
    answerWith(PRODUCTS);
    const { user, router } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap & co');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      searchHref('ap & co'),
    );
  });

  it('opens a clicked suggestion', async () => {
    answerWith(PRODUCTS);
    const { user, router } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await user.click(await screen.findByRole('option', { name: /Apricot Jam/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/item/5-Apricot-Jam'));
  });

  it('closes on Escape and keeps the text', async () => {
    answerWith(PRODUCTS);
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('ap');
    expect(box).toHaveFocus();
  });

  it('closes when Tab leaves the box', async () => {
    answerWith(PRODUCTS);
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await screen.findByRole('listbox', { name: 'Product suggestions' });
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the matched text with <mark> as literal text; a name with <b> is shown as written', async () => {
    answerWith(PRODUCTS);
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'bold');
    const boldOil = () => screen.getByRole('option', { name: /Apricot <b>Bold<\/b> Oil/ });
    // On a stalled machine 'bo' may be answered first: wait for the answer to 'bold'.
    await waitFor(() => expect(boldOil().querySelector('mark')).toHaveTextContent(/^Bold$/));
    const option = boldOil();
    expect(option.querySelector('b')).toBeNull();
    expect(option).toHaveTextContent('Apricot <b>Bold</b> Oil');
  });

  it('says how many suggestions there are in a polite live region', async () => {
    answerWith(PRODUCTS.slice(0, 3));
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    const status = within(box.closest('form') as HTMLElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('3 product suggestions'));
  });

  it('says no products were found for an empty answer', async () => {
    answerWith([]);
    const { user } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'zz');
    expect(await siteHeader().findAllByText('No products found for "zz"')).toHaveLength(2);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows nothing broken when the call fails, and the form still submits', async () => {
    let answered = false;
    server.use(
      mock.get('*/search', () => {
        answered = true;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { user, router } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'ap');
    await waitFor(() => expect(answered).toBe(true));
    expect(within(box.closest('form') as HTMLElement).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(siteHeader().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('searches when Search is pressed while the suggestions are still loading', async () => {
    const answers = gate();
    onTestFinished(answers.open);
    server.use(
      mock.get('*/search', async () => {
        await answers.opened;
        return HttpResponse.json([]);
      }),
    );
    const asked = recordSearches();
    const { user, router } = await renderShell();
    const box = await focusBox(user);
    await user.type(box, 'b17');
    await waitFor(() => expect(asked).toContain('b17'));
    await user.click(siteHeader().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?search=b17');
    expect(siteHeader().getByRole('combobox', { name: 'Search products' })).toHaveValue('b17');
  });

  it('shows the last 5 searches on focus of the empty box, runs one, and Clear empties them', async () => {
    window.localStorage.setItem(
      'apricot_recent_searches',
      JSON.stringify(['oil', 'tea', 'jam', 'soap', 'seeds']),
    );
    const { user, router } = await renderShell();
    await focusBox(user);
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['oil', 'tea', 'jam', 'soap', 'seeds']);
    await user.click(within(list).getByRole('option', { name: 'jam' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=jam'));
    expect(JSON.parse(readItem('apricot_recent_searches') ?? '[]')).toEqual([
      'jam',
      'oil',
      'tea',
      'soap',
      'seeds',
    ]);

    const box = siteHeader().getByRole('combobox', { name: 'Search products' });
    await user.click(screen.getByRole('main'));
    await user.click(box);
    // The search just run comes first on the next focus.
    const again = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(within(again).getAllByRole('option')[0]).toHaveTextContent('jam');
    await user.click(siteHeader().getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(readItem('apricot_recent_searches')).toBeNull();
  });
});
