import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCart } from '../../../../tests/utils/checkout';
import { recordRequests } from '../../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';
import { server } from '../../../../local-api/node';

const AUSTIN = 'Ada Customer, 1200 Congress Ave';
const TORONTO = 'Ada Customer, 88 Queen St W';

const openPage = async () => {
  const view = renderRoute('/AccountDetails', { loggedInAs: 'customer' });
  await screen.findByRole('heading', { level: 1, name: 'Account Details' }, PAGE_READY);
  await screen.findByRole('button', { name: `Edit: ${AUSTIN}` }, PAGE_READY);
  return view;
};

const addressCard = (name: string) =>
  screen.getByRole('button', { name: `Edit: ${name}` }).closest('li') as HTMLElement;

afterEach(() => {
  server.events.removeAllListeners();
});

describe('/AccountDetails: shipping addresses', () => {
  it("offers edit and delete on the primary address, and 'Set as primary' too on another", async () => {
    await openPage();
    const primary = addressCard(AUSTIN);
    expect(within(primary).getByText('Primary')).toBeInTheDocument();
    expect(within(primary).queryByRole('button', { name: /Set as primary/ })).toBeNull();
    expect(within(primary).getByRole('button', { name: `Delete: ${AUSTIN}` })).toBeVisible();
    const other = addressCard(TORONTO);
    expect(within(other).queryByText('Primary')).toBeNull();
    expect(within(other).getByRole('button', { name: `Set as primary: ${TORONTO}` })).toBeVisible();
    expect(within(other).getByRole('button', { name: `Delete: ${TORONTO}` })).toBeVisible();
  });

  it("'Set as primary' moves the primary mark, and checkout step 1 then preselects it", async () => {
    seedCart('customer', [[705, 1]]);
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: `Set as primary: ${TORONTO}` }));
    await waitFor(() => expect(within(addressCard(TORONTO)).getByText('Primary')).toBeVisible());
    expect(
      within(addressCard(AUSTIN)).getByRole('button', { name: `Set as primary: ${AUSTIN}` }),
    ).toBeVisible();
    await router.navigate('/checkout');
    await screen.findByRole('heading', { name: 'Step 1: Shipping Address' }, PAGE_READY);
    expect(screen.getByRole('radio', { name: /88 Queen St W/ })).toBeChecked();
  });

  it('adds an address in a dialog with the country and state selects', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.type(field(/First Name/), 'Grace');
    await user.type(field(/Last Name/), 'Hopper');
    await user.type(field(/Company/), 'Navy');
    await user.type(field(/Email/), 'grace@example.com');
    await user.type(field(/Phone/), '555-0100');
    await user.selectOptions(field(/Country/), 'Canada');
    await within(dialog).findByRole('option', { name: 'Ontario' });
    await user.selectOptions(field(/State\/Province/), 'Ontario');
    await user.type(field(/^Address/), '1 Bay St');
    await user.type(field(/City/), 'Toronto');
    await user.type(field(/ZIP\/Postal Code/), 'M5J 2T3');
    expect(field(/ZIP\/Postal Code/)).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'Edit: Grace Hopper, 1 Bay St' }),
    ).toBeVisible();
    expect(screen.getByText('Shipping address added successfully.')).toBeInTheDocument();
    expect(within(addressCard('Grace Hopper, 1 Bay St')).queryByText('Primary')).toBeNull();
  });

  it("shows the server's errors on their fields and keeps what was typed", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    await user.type(within(dialog).getByLabelText(/Company/), 'Navy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The first name field is required.')).toBeVisible();
    expect(within(dialog).getByText('The city field is required.')).toBeVisible();
    expect(within(dialog).getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Company/)).toHaveValue('Navy');
  });

  it("shows the server's message when it sends no field errors", async () => {
    server.use(
      http.post('*/add/shipping-address', () =>
        HttpResponse.json({ message: 'You can keep at most ten addresses.' }, { status: 400 }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You can keep at most ten addresses.')).toBeVisible();
  });

  it("says 'Something went wrong!' when the call throws", async () => {
    server.use(http.post('*/update/shipping-address', () => HttpResponse.error()));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Edit: ${TORONTO}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Something went wrong!')).toBeVisible();
  });

  it('an edit keeps the address non-primary (is_primary 0) and saves the changes', async () => {
    const requests = recordRequests();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Edit: ${TORONTO}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shipping Address' });
    expect(within(dialog).getByLabelText(/City/)).toHaveValue('Toronto');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/State\/Province/)).toHaveDisplayValue('Ontario'),
    );
    expect(within(dialog).getByLabelText(/Country/)).toHaveDisplayValue('Canada');
    await user.clear(within(dialog).getByLabelText(/^Address/));
    await user.type(within(dialog).getByLabelText(/^Address/), '90 Queen St W');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit: Ada Customer, 90 Queen St W' });
    const update = (await requests()).find((r) => r.url.endsWith('/update/shipping-address'));
    expect(JSON.parse(update?.body ?? '{}')).toMatchObject({ id: 2, is_primary: 0 });
    expect(within(addressCard(AUSTIN)).getByText('Primary')).toBeVisible();
  });

  it('asks Yes/No before deleting: No keeps the address, Yes removes it', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Delete: ${TORONTO}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this shipping address?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: `Edit: ${TORONTO}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Delete: ${TORONTO}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this shipping address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit: ${TORONTO}` })).toBeNull(),
    );
    expect(screen.getByText('Shipping address deleted successfully.')).toBeInTheDocument();
  });

  it("says 'Something went wrong!' when a delete or 'Set as primary' throws", async () => {
    server.use(
      http.post('*/delete/shipping-address', () => HttpResponse.error()),
      http.post('*/primary/shipping-address', () => HttpResponse.error()),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: `Set as primary: ${TORONTO}` }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Delete: ${TORONTO}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this shipping address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByText('Something went wrong!')).not.toHaveLength(0));
    expect(screen.getByRole('dialog', { name: 'Delete this shipping address?' })).toBeVisible();
  });

  it('says when the addresses cannot be loaded and loads them on Retry', async () => {
    let failures = 1;
    server.use(
      http.get('*/user-shipping-address/', () =>
        failures-- > 0 ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/AccountDetails', { loggedInAs: 'customer' });
    const alert = await screen.findByRole('alert', {}, PAGE_READY);
    expect(alert).toHaveTextContent('Your addresses could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: `Edit: ${AUSTIN}` })).toBeVisible();
  });

  it('says when there are no saved addresses', async () => {
    server.use(http.get('*/user-shipping-address/', () => HttpResponse.json([])));
    renderRoute('/AccountDetails', { loggedInAs: 'customer' });
    expect(
      await screen.findByText('You have no saved shipping addresses.', {}, PAGE_READY),
    ).toBeVisible();
  });
});

describe('/AccountDetails: payment accounts', () => {
  const CARD = '4242424242424242';

  it('shows the saved card masked, also when the API answers the full number', async () => {
    server.use(
      http.get('*/user-billing-address', () =>
        HttpResponse.json([
          {
            id: 9,
            first_name: 'Ada',
            last_name: 'Lovelace',
            address: '1200 Congress Ave',
            city: 'Austin',
            postal_code: '78701',
            phone: '512-555-0142',
            email: 'customer@apricot.test',
            is_primary: 1,
            card_number: '4111 1111 1111 1234',
          },
        ]),
      ),
    );
    const { store } = await openPage();
    expect(await screen.findByText('**** **** **** 1234')).toBeVisible();
    expect(JSON.stringify(store.getState())).not.toContain('4111 1111 1111 1234');
  });

  it('adds a card with the masks; the number never reaches the store and shows masked', async () => {
    const { user, store } = await openPage();
    await screen.findByText('**** **** **** 1111');
    await user.click(screen.getByRole('button', { name: 'Add Payment Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Account' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.type(field(/Card Number/), CARD);
    expect(field(/Card Number/)).toHaveValue('4242 4242 4242 4242');
    await user.type(field(/Expiry Date/), '1229');
    expect(field(/Expiry Date/)).toHaveValue('12/29');
    await user.type(field(/^Year/), '20291');
    expect(field(/^Year/)).toHaveValue('2029');
    await user.type(field(/First Name/), 'Ada');
    await user.type(field(/Last Name/), 'Lovelace');
    await user.type(field(/Email/), 'ada@example.com');
    await user.type(field(/Phone/), '555-0100');
    await user.type(field(/^Address/), '1 Main St');
    await user.type(field(/City/), 'Austin');
    await user.type(field(/ZIP\/Postal Code/), '78701');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('**** **** **** 4242')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.stringify(store.getState())).not.toContain(CARD);
    expect(JSON.stringify(store.getState())).not.toContain('4242 4242 4242 4242');
  });

  it('checks the card fields before sending, and keeps the saved card on an edit', async () => {
    const requests = recordRequests();
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit: Ada Customer, **** **** **** 1111',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment Account' });
    expect(within(dialog).getByLabelText(/Card Number/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/Card Number/), '4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the 16-digit card number.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/Card Number/));
    await user.clear(within(dialog).getByLabelText(/City/));
    await user.type(within(dialog).getByLabelText(/City/), 'Round Rock');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/Round Rock/)).toBeVisible();
    expect(screen.getByText('**** **** **** 1111')).toBeVisible();
    const update = (await requests()).find((r) => r.url.endsWith('/update/payment-account'));
    expect(JSON.parse(update?.body ?? '{}')).toMatchObject({ id: 1, card_number: '' });
  });

  it("shows the server's field errors and 'Something went wrong!' when the call throws", async () => {
    server.use(
      http.post('*/add/payment-account', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { card_number: ['This card was declined.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Payment Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Payment Account' });
    await user.type(within(dialog).getByLabelText(/Card Number/), CARD);
    await user.type(within(dialog).getByLabelText(/Expiry Date/), '1229');
    await user.type(within(dialog).getByLabelText(/^Year/), '2029');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This card was declined.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Card Number/)).toHaveValue('4242 4242 4242 4242');
    server.use(http.post('*/add/payment-account', () => HttpResponse.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Something went wrong!')).toBeVisible();
  });

  it('asks Yes/No before deleting a payment account', async () => {
    const { user } = await openPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete: Ada Customer, **** **** **** 1111' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You have no saved payment accounts.')).toBeVisible();
  });
});
