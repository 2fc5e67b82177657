import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCart } from '../../../tests/utils/checkout';
import { recordRequests } from '../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { server } from '../../../local-api/node';

afterEach(() => {
  server.events.removeAllListeners();
});

const openQuickCheckout = async () => {
  const view = renderRoute('/BasicInfo', { loggedInAs: 'wholesale' });
  await view.user.click(
    await screen.findByRole('button', { name: 'Rita account menu' }, PAGE_READY),
  );
  await view.user.click(screen.getByRole('button', { name: 'Quick Checkout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quick Checkout' }, PAGE_READY);
  await within(dialog).findAllByRole('checkbox', {}, PAGE_READY);
  return { ...view, dialog };
};

const prices = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((row) => Number(/\$([\d.,]+)/.exec(row.textContent ?? '')?.[1]?.replace(',', '')));

const saveBodies = async (
  requests: () => Promise<{ url: string; method: string; body: string }[]>,
) =>
  (await requests())
    .filter((request) => request.method === 'POST' && request.url.endsWith('/cart/add'))
    .map((request) => JSON.parse(request.body) as unknown);

describe('Quick Checkout (role 2)', () => {
  it('filters by category (All by default) and sorts on map_price both ways', async () => {
    const { user, dialog } = await openQuickCheckout();
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveDisplayValue('All');
    const all = within(dialog).getAllByRole('checkbox').length;
    await user.selectOptions(category, 'B17 Capsules');
    const inCategory = within(dialog).getAllByRole('checkbox').length;
    expect(inCategory).toBeGreaterThan(1);
    expect(inCategory).toBeLessThan(all);
    const sort = within(dialog).getByLabelText('Sort');
    await user.selectOptions(sort, 'Price Low to High');
    const ascending = prices(dialog);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await user.selectOptions(sort, 'Price High to Low');
    const descending = prices(dialog);
    expect(descending).toEqual([...ascending].reverse());
    expect(new Set(descending).size).toBeGreaterThan(1);
  });

  it('marks the search match, and typed regex characters match only themselves', async () => {
    const { user, dialog } = await openQuickCheckout();
    const search = within(dialog).getByLabelText('Search Products');
    await user.type(search, 'b17');
    const marks = dialog.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((mark) => expect(mark).toHaveTextContent(/^B17$/));
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .every((box) => /B17/i.test(box.closest('li')?.textContent ?? '')),
    ).toBe(true);
    await user.clear(search);
    await user.type(search, '.*');
    expect(await within(dialog).findByText('No products found.')).toBeVisible();
  });

  it('never lets a quantity below 1: minus stops at 1 and a typed 0 is ignored', async () => {
    const { user, dialog } = await openQuickCheckout();
    await user.type(within(dialog).getByLabelText('Search Products'), 'Apricot Seed Sampler');
    const row = within(dialog)
      .getByRole('checkbox', { name: 'Apricot Seed Sampler' })
      .closest('li') as HTMLElement;
    const qty = within(row).getByLabelText('Quantity for Apricot Seed Sampler');
    expect(qty).toHaveValue(1);
    expect(within(row).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '0');
    await user.tab();
    expect(qty).toHaveValue(1);
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(qty).toHaveValue(2);
    expect(within(row).getByRole('checkbox', { name: 'Apricot Seed Sampler' })).toBeChecked();
  });

  it('Save Changes posts the items, goes to /cart and closes', async () => {
    const requests = recordRequests();
    const { user, dialog, router } = await openQuickCheckout();
    await user.type(within(dialog).getByLabelText('Search Products'), 'Apricot Seed Sampler');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await saveBodies(requests)).toEqual([
      { items: [{ product_id: 1, checked: true, qty: 3 }] },
    ]);
    expect(
      await screen.findByRole('link', { name: /Apricot Seed Sampler/ }, PAGE_READY),
    ).toBeVisible();
  });

  it('starts from the cart: a line there is checked with its quantity, unchecking sends checked false', async () => {
    seedCart('wholesale', [[705, 2]]);
    const requests = recordRequests();
    const { user, dialog } = await openQuickCheckout();
    const box = within(dialog)
      .getAllByRole('checkbox')
      .find((item) => (item as HTMLInputElement).checked);
    expect(box).toBeDefined();
    const row = box?.closest('li') as HTMLElement;
    expect(within(row).getByRole('spinbutton')).toHaveValue(2);
    await user.click(box as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [body] = (await saveBodies(requests)) as { items: { checked: boolean; qty: number }[] }[];
    expect(body?.items).toEqual([expect.objectContaining({ checked: false, qty: 2 })]);
  });

  it("a status other than 200 shows the server's message as an error and closes", async () => {
    server.use(
      http.post('*/cart/add', () =>
        HttpResponse.json({ status: 422, message: 'Minimum order is 12 units.' }),
      ),
    );
    const { user, dialog, router } = await openQuickCheckout();
    await user.click(within(dialog).getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Minimum order is 12 units.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/BasicInfo');
  });

  it('a thrown error shows a message and closes', async () => {
    server.use(http.post('*/cart/add', () => HttpResponse.error()));
    const { user, dialog } = await openQuickCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Something went wrong.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Quick Checkout without role 2', () => {
  it('is not in a customer account menu', async () => {
    const { user } = renderRoute('/BasicInfo', { loggedInAs: 'customer' });
    await user.click(await screen.findByRole('button', { name: 'Ada account menu' }, PAGE_READY));
    expect(screen.getByRole('link', { name: 'AccountDetails' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Quick Checkout' })).toBeNull();
  });
});
