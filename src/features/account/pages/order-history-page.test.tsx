import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { customerCart, recordCartAdds, stopSelling } from '../../../../tests/utils/buy-again';
import { seedCart } from '../../../../tests/utils/checkout';
import { gate } from '../../../../tests/utils/gate';
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

describe('/OrderHistory: Buy it again', () => {
  const openHistory = async () => {
    const rendered = renderRoute('/OrderHistory', { loggedInAs: 'customer' });
    await table();
    return rendered;
  };

  it('puts the order’s products with their quantities into the cart in one call, then opens /cart', async () => {
    seedCart('customer', [[705, 1]]);
    const adds = recordCartAdds();
    const { user, router } = await openHistory();
    const button = screen.getByRole('button', { name: 'Buy it again: order #1002' });
    expect(button).toHaveTextContent('Buy it again');
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(adds).toEqual([
      {
        items: [
          { product_id: 705, checked: true, qty: 2 },
          { product_id: 965, checked: true, qty: 1 },
        ],
      },
    ]);
    // The line already in the cart keeps its unit and gains the order's two.
    expect(customerCart()).toEqual([
      { product_id: 705, qty: 3 },
      { product_id: 965, qty: 1 },
    ]);
    expect(await screen.findByText('Cart updated successfully.')).toBeInTheDocument();
  });

  it('is a keyboard-operable button that is busy while it works: pressing again adds nothing more', async () => {
    const adds = recordCartAdds();
    const held = gate();
    server.use(
      http.post('*/cart/add', async () => {
        await held.opened;
      }),
    );
    const { user, router } = await openHistory();
    const button = screen.getByRole('button', { name: 'Buy it again: order #1001' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('button', { name: 'Buy it again: order #1002' });
    expect(other).toBeDisabled();
    await user.click(button);
    await user.click(other);
    held.open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(adds).toHaveLength(1);
    expect(customerCart()).toEqual([
      { product_id: 376, qty: 1 },
      { product_id: 1, qty: 1 },
    ]);
  });

  it('leaves out a product no longer sold and names it', async () => {
    stopSelling(965);
    const adds = recordCartAdds();
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(adds).toEqual([{ items: [{ product_id: 705, checked: true, qty: 2 }] }]);
    expect(customerCart()).toEqual([{ product_id: 705, qty: 2 }]);
    expect(
      await screen.findByText(
        'No longer sold, so not added to your cart: AP-Fuel - Mushroom Coffee Mix.',
      ),
    ).toBeInTheDocument();
  });

  it('says so and adds nothing when none of the order’s products is sold any more', async () => {
    stopSelling(376);
    stopSelling(1);
    const adds = recordCartAdds();
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1001' }));
    expect(
      await screen.findByText(
        'Nothing was added to your cart: the products of order #1001 are no longer sold (California Bitter Raw Apricot Seeds 32 oz, Apricot Seed Sampler).',
      ),
    ).toBeInTheDocument();
    expect(adds).toEqual([]);
    expect(router.state.location.pathname).toBe('/OrderHistory');
    expect(screen.getByRole('button', { name: 'Buy it again: order #1001' })).toBeEnabled();
  });

  it('adds nothing when the products cannot be checked (not a 404: the product may still be sold)', async () => {
    allowConsoleError();
    server.use(http.get('*/products/965', () => HttpResponse.json({}, { status: 500 })));
    const adds = recordCartAdds();
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1002' }));
    expect(
      await screen.findByText('The products of this order could not be checked. Please try again.'),
    ).toBeInTheDocument();
    expect(adds).toEqual([]);
    expect(customerCart()).toEqual([]);
    expect(router.state.location.pathname).toBe('/OrderHistory');
  });

  it('shows the server’s message when the add fails, and leaves the cart as it was', async () => {
    allowConsoleError();
    seedCart('customer', [[705, 1]]);
    server.use(
      http.post('*/cart/add', () =>
        HttpResponse.json({ status: 422, message: 'Apricot Seed Capsules is out of stock.' }),
      ),
    );
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Buy it again: order #1002' }));
    expect(await screen.findByText('Apricot Seed Capsules is out of stock.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/OrderHistory');
    expect(customerCart()).toEqual([{ product_id: 705, qty: 1 }]);
    expect(screen.getByRole('button', { name: 'Buy it again: order #1002' })).toBeEnabled();
  });
});
