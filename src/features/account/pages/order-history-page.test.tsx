import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../../tests/utils/render';

const table = async () => screen.findByRole('table', { name: 'Your orders' });

describe('/OrderHistory', () => {
  it('lists the customer’s orders with the spec columns, each number linking to its detail', async () => {
    renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    const orders = await table();
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order no./date', 'Details', 'Source', 'Payment', 'Shipping Status']);

    const rows = within(orders).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Newest first: 1002 (02/14/2025), then 1001.
    const [newest] = rows;
    expect(within(newest).getByRole('link', { name: '#1002' })).toHaveAttribute(
      'href',
      '/orderHistory/1002',
    );
    expect(newest).toHaveTextContent('02/14/2025');
    expect(newest).toHaveTextContent('Ada Customer');
    expect(newest).toHaveTextContent('512-555-0142');
    expect(newest).toHaveTextContent('Total: $84.97 (Discount $5.00)');
    expect(newest).toHaveTextContent('Website');
    expect(newest).toHaveTextContent('Credit Card');
    expect(newest).toHaveTextContent('Paid');
    expect(newest).toHaveTextContent('Processing');
    expect(within(rows[1]).getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      '/orderHistory/1001',
    );
    expect(rows[1]).toHaveTextContent('Completed');
  });

  it('shows the account navigation and the credit balance', async () => {
    renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Basic Info' })).toHaveAttribute(
      'href',
      '/BasicInfo',
    );
    expect(within(nav).getByRole('link', { name: 'Account Details' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Email Preferences' })).toBeInTheDocument();
    expect(await screen.findByText('$15.00')).toBeVisible();
    expect(screen.getByText(/Account credit/)).toBeVisible();
  });

  it('says when the credit balance cannot be loaded, and keeps the orders', async () => {
    allowConsoleError();
    server.use(http.get('*/get/credits/total', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    expect(await screen.findByText('Your account credit could not be loaded.')).toBeVisible();
    expect(await table()).toBeVisible();
  });

  it('loads the credit balance on Retry after a failure', async () => {
    server.use(
      http.get('*/get/credits/total', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account credit could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$15.00')).toBeVisible();
  });

  it('shows the empty state with a link to the store', async () => {
    server.use(http.get('*/orders', () => HttpResponse.json([])));
    renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    expect(await screen.findByText(/You have no orders/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping now!.' })).toHaveAttribute(
      'href',
      '/store',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and the orders once Retry succeeds', async () => {
    allowConsoleError();
    let fail = true;
    server.use(
      http.get('*/orders', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)),
    );
    const { user } = renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your orders could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeVisible();
  });

  it('sends a guest to /login', async () => {
    const { router } = renderRoute('/OrderHistory');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(router.state.location.search).toBe('?from=%2FOrderHistory');
  });
});
