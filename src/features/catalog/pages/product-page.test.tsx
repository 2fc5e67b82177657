import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { trackRequests } from '../../../../tests/utils/network';
import { renderRoute } from '../../../../tests/utils/render';

const capsules = 'Apricot Seed Capsules';

describe('product page', () => {
  it('shows the product with struck-through list price, you_save, tooltip text and SKU', async () => {
    renderRoute('/item/705-apricot-seed-capsules');
    const heading = await screen.findByRole('heading', { level: 1, name: capsules });
    const summary = within(heading.parentElement as HTMLElement);
    expect(summary.getByText('$39.99').closest('del')).not.toBeNull();
    expect(summary.getByText('$29.99').closest('del')).toBeNull();
    expect(summary.getByText('You Save $10.00 (25%)')).toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Minimum quantity' })).toHaveAccessibleDescription(
      'You Must Have at least 1 items in your cart to receive this discounted base price',
    );
    expect(summary.getByText(/SKU-SEED-CAPSULES-705/)).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'B17 Capsules' })).toHaveAttribute(
      'href',
      '/category/2-B17-Capsules',
    );
    expect(summary.getByRole('link', { name: 'best seller' })).toHaveAttribute(
      'href',
      '/tag/3-best-seller',
    );
    expect(summary.getByRole('navigation', { name: 'Other Sizes' })).toBeInTheDocument();
    // The tabs and related products follow once the summary has been painted.
    expect(
      await screen.findByRole('heading', {
        name: 'Customers who bought this product also bought:',
      }),
    ).toBeInTheDocument();
  });

  it('does not strike the list price when it equals the sell price', async () => {
    renderRoute('/item/378-california-bitter-raw-apricot-seeds-8-oz');
    await screen.findByRole('heading', {
      level: 1,
      name: 'California Bitter Raw Apricot Seeds 8 oz',
    });
    const heading = screen.getByRole('heading', { level: 1 });
    const prices = within(heading.parentElement as HTMLElement).getAllByText('$19.99');
    expect(prices).toHaveLength(1);
    expect(prices.every((price) => price.closest('del, s') === null)).toBe(true);
  });

  it('shows the nutrition facts with the 2,000-calorie note', async () => {
    const { user } = renderRoute('/item/705-apricot-seed-capsules');
    await user.click(await screen.findByRole('tab', { name: 'Supplement Facts' }));
    const panel = screen.getByRole('tabpanel', { name: 'Supplement Facts' });
    expect(within(panel).getByText('1 Capsule')).toBeInTheDocument();
    expect(within(panel).getByText('Ground Apricot Seed (Prunus armeniaca)')).toBeInTheDocument();
    expect(
      within(panel).getByText(/Percent Daily Values are based on a 2,000 calorie diet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Into' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('renders JSON-LD Product data that a </script> in a field cannot break out of', async () => {
    const evil = 'Seeds </script><script>window.__pwned = true</script>';
    server.use(
      http.get('*/products/:id', () =>
        HttpResponse.json({
          id: 705,
          product_name: evil,
          product_url: 'x',
          image: '/x.svg',
          map_price: 10,
          sell_price: 8,
          meta_description: evil,
          seoObject: { brand: evil },
        }),
      ),
    );
    renderRoute('/item/705-x');
    await screen.findByRole('heading', { level: 1, name: evil });
    // The block is written into the head by an effect after the render that shows the heading.
    const scripts = await waitFor(() => {
      const blocks = document.querySelectorAll('script[type="application/ld+json"]');
      expect(blocks).toHaveLength(1);
      return blocks;
    });
    const raw = scripts[0].textContent ?? '';
    expect(raw).not.toContain('</script>');
    const data = JSON.parse(raw) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', name: evil, brand: evil });
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('sanitises HTML from the API: a <script>/onerror payload does not execute', async () => {
    server.use(
      http.get('*/products/:id', () =>
        HttpResponse.json({
          id: 705,
          product_name: 'Payload',
          product_url: 'payload',
          image: '/x.svg',
          map_price: 10,
          sell_price: 10,
          product_description:
            '<p>Safe text</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
          smart_saving: [{ message: '<b>Save</b><img src=y onerror="window.__xss = 3">' }],
        }),
      ),
    );
    renderRoute('/item/705-payload');
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    const main = document.querySelector('main') as HTMLElement;
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(main.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(main.innerHTML).not.toContain('__xss');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the quantity at 1 or more and adds the chosen quantity as a guest', async () => {
    let body: unknown;
    server.use(
      http.post('*/cart/guest/add', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const { user, store } = renderRoute('/item/705-apricot-seed-capsules');
    await screen.findByRole('heading', { level: 1, name: capsules });
    const qty = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(qty).toHaveValue(1);
    expect(screen.getByRole('button', { name: /decrease/i })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '0');
    await user.tab();
    expect(qty).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(qty).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(body).toMatchObject({ product_id: 705, qty: 2 });
    expect(typeof (body as { ip?: unknown }).ip).toBe('string');
    await waitFor(() => expect(store.getState().cart.count).toBe(2));
  });

  it('shows a not-found state for a missing product, asking the API once', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/products/99999') asked += 1;
    });
    renderRoute('/item/99999-no-such-product');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(asked).toBe(1);
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('shows a retryable error, not "not found", when the product cannot be loaded', async () => {
    let failing = true;
    server.use(
      http.get('*/products/705', () =>
        failing ? HttpResponse.json({ message: 'Server busy.' }, { status: 500 }) : undefined,
      ),
    );
    allowConsoleError();
    const requests = trackRequests();
    const { user } = renderRoute('/item/705-apricot-seed-capsules');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy.');
    // A failure the route's prefetch met first shows until the page's own read asks again.
    await requests.quiet();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy.');
    expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Capsules' }),
    ).toBeInTheDocument();
  });
});
