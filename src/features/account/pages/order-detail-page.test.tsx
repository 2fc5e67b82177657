import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '../../../../local-api/node';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
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
      ['Apricot Seed Capsules', '2', '$29.99', '$59.98'],
      ['AP-Fuel - Mushroom Coffee Mix', '1', '$29.99', '$29.99'],
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
