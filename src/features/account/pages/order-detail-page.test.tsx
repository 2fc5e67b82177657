import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '../../../../local-api/node';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { customerCart, recordCartAdds, stopSelling } from '../../../../tests/utils/buy-again';
import { seedCart } from '../../../../tests/utils/checkout';
import { renderRoute } from '../../../../tests/utils/render';

const facts = (container: HTMLElement) =>
  Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const openDetail = async (id: number | string, who: 'customer' | 'wholesale' = 'customer') => {
  const rendered = renderRoute(`/orderHistory/${id}`, { loggedInAs: who });
  await screen.findByRole('heading', { level: 1, name: /Order #|Order not found/ });
  return rendered;
};

describe('/orderHistory/{id}', () => {
  it('shows every field of the order detail', async () => {
    await openDetail(1002);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #1002' })).toBeVisible();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(facts(summary)).toEqual({
      'Order date': '02/14/2025',
      'Ship date': 'N/A',
      'Order type': 'Auto-Ship',
      Status: 'Processing · Paid',
      Promo: 'FIVEOFF',
      Payment: 'Credit Card',
      Card: '**** **** **** 1111',
    });

    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    for (const line of [
      'Ada Customer',
      '1200 Congress Ave',
      'Austin, Texas',
      'United States',
      'customer@apricot.test',
      '512-555-0142',
    ])
      expect(within(shipTo).getByText(line)).toBeVisible();

    const products = screen.getByRole('table', { name: 'Products' });
    const lines = within(products)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
      .filter((cells) => cells.length > 0);
    expect(lines).toEqual([
      ['Apricot Seed Capsules', '2', '$29.99', '$59.98', 'Add to cart'],
      ['AP-Fuel - Mushroom Coffee Mix', '1', '$29.99', '$29.99', 'Add to cart'],
    ]);

    const totals = screen.getAllByRole('definition').at(-1)?.closest('dl') as HTMLElement;
    expect(facts(totals)).toEqual({
      Subtotal: '$89.97',
      Discount: '-$5.00',
      Shipping: '$0.00',
      Tax: '$0.00',
      Total: '$84.97',
    });
    expect(screen.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute(
      'href',
      '/OrderHistory',
    );
  });

  it('opens the printable receipt: MM/DD/YYYY dates, company contact from configuration, Print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openDetail(1001);
    await user.click(screen.getByRole('button', { name: 'View Printable Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt · Order #1001' });
    expect(facts(dialog)).toMatchObject({
      'Order date': '11/05/2024',
      'Ship date': '11/06/2024',
      'Order type': 'One Time',
      Promo: 'None',
    });
    expect(within(dialog).getByText(env.companyName)).toBeVisible();
    expect(within(dialog).getByText(env.companyAddress)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: env.companyEmail })).toHaveAttribute(
      'href',
      `mailto:${env.companyEmail}`,
    );
    expect(dialog).toHaveTextContent(
      `Customer support: Toll free ${env.phoneTollFree} · International ${env.phoneInternational}`,
    );
    expect(
      within(dialog).getByRole('cell', { name: 'California Bitter Raw Apricot Seeds 32 oz' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View Printable Receipt' })).toHaveFocus();
  });

  it('shows N/A for the missing ship date on the receipt', async () => {
    const { user } = await openDetail(1002);
    await user.click(screen.getByRole('button', { name: 'View Printable Receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(facts(dialog)).toMatchObject({ 'Order date': '02/14/2025', 'Ship date': 'N/A' });
  });

  it('shows only the last four digits of a card, whatever the API sends', async () => {
    server.use(
      http.get('*/order/detail/1003', () =>
        HttpResponse.json({
          id: 1003,
          CartCheckoutDate: '2025-03-01',
          products: [{ product_name: 'Oil', quantity: 1, price: '12.5' }],
          payment_method: 'cmo',
          payment_card: '4111111111111111',
          sub_total: '12.50',
          shipping_fee: 5,
          tax_amount: 0,
          total_amount: '17.50',
        }),
      ),
    );
    const { store } = await openDetail(1003);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(facts(summary)).toMatchObject({
      Payment: 'Check/Money Order',
      Card: '**** **** **** 1111',
      Promo: 'None',
      'Ship date': 'N/A',
    });
    expect(document.body).not.toHaveTextContent('4111111111111111');
    // Masked in the answer schema, as saved payment accounts are: not even the cache holds it.
    expect(JSON.stringify(store.getState())).not.toContain('4111111111111111');
    // No subtotal from the API: price × quantity.
    expect(screen.getByRole('table', { name: 'Products' })).toHaveTextContent('$12.50$12.50');
  });

  it.each([
    ['an unknown order', 9999, 'customer' as const],
    ['another customer’s order', 1001, 'wholesale' as const],
  ])('shows a clear not-found state for %s', async (_case, id, who) => {
    allowConsoleError();
    await openDetail(id, who);
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByText(`We could not find order #${id} in your account.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute(
      'href',
      '/OrderHistory',
    );
    expect(screen.queryByRole('button', { name: 'View Printable Receipt' })).toBeNull();
  });

  it('does not ask the API for an id that is not a number', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    await openDetail('abc');
    expect(screen.getByText('We could not find order #abc in your account.')).toBeVisible();
    expect(asked.filter((path) => path.startsWith('/order/detail'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows a failure with Retry when the detail cannot be loaded', async () => {
    allowConsoleError();
    server.use(http.get('*/order/detail/:id', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/orderHistory/1001', { loggedInAs: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
  });
});

describe('/orderHistory/{id}: Buy it again and Add to cart', () => {
  it('Buy it again puts the order’s products with their quantities into the cart in one call, then opens /cart', async () => {
    const adds = recordCartAdds();
    const { user, router } = await openDetail(1002);
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(adds).toEqual([
      {
        items: [
          { product_id: 705, checked: true, qty: 2 },
          { product_id: 965, checked: true, qty: 1 },
        ],
      },
    ]);
    expect(customerCart()).toEqual([
      { product_id: 705, qty: 2 },
      { product_id: 965, qty: 1 },
    ]);
    expect(await screen.findByRole('link', { name: 'Apricot Seed Capsules' })).toBeVisible();
  });

  it('leaves out a product no longer sold, and a line the API names no product for, and names them', async () => {
    server.use(
      http.get('*/order/detail/1004', () =>
        HttpResponse.json({
          id: 1004,
          CartCheckoutDate: '2025-03-01',
          products: [
            { id: 705, product_name: 'Apricot Seed Capsules', quantity: 1, price: 29.99 },
            { id: 965, product_name: 'AP-Fuel - Mushroom Coffee Mix', quantity: 2, price: 29.99 },
            { product_name: 'Gift Card', quantity: 1, price: 25 },
            { id: 705, product_name: 'Apricot Seed Capsules', quantity: 2, price: 29.99 },
          ],
          sub_total: 174.95,
          shipping_fee: 0,
          tax_amount: 0,
          total_amount: 174.95,
        }),
      ),
    );
    stopSelling(965);
    const adds = recordCartAdds();
    const { user, router } = await openDetail(1004);
    // No product id: nothing to add from that line.
    expect(
      within(screen.getByRole('table', { name: 'Products' })).getAllByRole('button', {
        name: /^Add to cart/,
      }),
    ).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1004' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // Two lines of one product are one item.
    expect(adds).toEqual([{ items: [{ product_id: 705, checked: true, qty: 3 }] }]);
    expect(customerCart()).toEqual([{ product_id: 705, qty: 3 }]);
    expect(
      await screen.findByText(
        'No longer sold, so not added to your cart: AP-Fuel - Mushroom Coffee Mix, Gift Card.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the add fails, and leaves the cart and the page as they were', async () => {
    allowConsoleError();
    seedCart('customer', [[1, 4]]);
    server.use(
      http.post('*/cart/add', () =>
        HttpResponse.json({ status: 404, message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { user, router } = await openDetail(1002);
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1002' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orderHistory/1002');
    expect(customerCart()).toEqual([{ product_id: 1, qty: 4 }]);
  });

  it('each line’s Add to cart adds one of that product, the shop’s usual add, and stays on the page', async () => {
    seedCart('customer', [[965, 1]]);
    const adds = recordCartAdds();
    const { user, router } = await openDetail(1002);
    const products = screen.getByRole('table', { name: 'Products' });
    const button = within(products).getByRole('button', {
      name: 'Add to cart: AP-Fuel - Mushroom Coffee Mix',
    });
    expect(button).toHaveTextContent(/^Add to cart$/);
    await user.click(button);
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(adds).toEqual([{ product_id: 965, qty: 1 }]);
    expect(customerCart()).toEqual([{ product_id: 965, qty: 2 }]);
    expect(router.state.location.pathname).toBe('/orderHistory/1002');
  });

  it('the printable receipt has no buttons on its lines', async () => {
    const { user } = await openDetail(1001);
    await user.click(screen.getByRole('button', { name: 'View Printable Receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Add to cart|Buy it again/ })).toBeNull();
  });
});
