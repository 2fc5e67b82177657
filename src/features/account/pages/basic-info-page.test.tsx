import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../../tests/utils/render';

const { customer } = DEMO_USERS;

const openPage = async () => {
  const rendered = renderRoute('/BasicInfo', { loggedInAs: 'customer' });
  await screen.findByRole('form', { name: 'Basic Info' });
  return rendered;
};

const field = (label: string) =>
  within(screen.getByRole('form', { name: 'Basic Info' })).getByLabelText(new RegExp(`^${label}`));
const accountMenuButton = () =>
  within(document.querySelector('header.site-header') as HTMLElement).findByRole('button', {
    name: /account menu/,
  });

/** Records each POST /update/basic-information body, then lets the local API answer it. */
const recordUpdates = () => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/update/basic-information', async ({ request }) => {
      sent.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return sent;
};

describe('/BasicInfo', () => {
  it('is prefilled from the user, with the three password fields empty and hidden', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Info' })).toBeVisible();
    expect(field('First Name')).toHaveValue(customer.first_name);
    expect(field('Last Name')).toHaveValue(customer.last_name);
    expect(field('Email')).toHaveValue(customer.email);
    for (const label of ['New Password', 'Confirm Password', 'Existing Password']) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).toHaveAttribute('type', 'password');
    }
  });

  it('saves the summary plus the edits, says so, and the header shows the new first name', async () => {
    const sent = recordUpdates();
    const { user } = await openPage();
    expect(await accountMenuButton()).toHaveAccessibleName('Ada account menu');
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Adeline');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your information has been updated.')).toBeVisible();
    expect(sent).toHaveLength(1);
    // The whole /auth/user summary plus the edits (api-notes 3.2).
    expect(sent[0]).toMatchObject({
      id: customer.id,
      cart: 0,
      pointsTotal: 1415,
      first_name: 'Adeline',
      last_name: customer.last_name,
      email: customer.email,
      new_password: '',
      confirm_password: '',
      existing_password: '',
    });
    await waitFor(async () =>
      expect(await accountMenuButton()).toHaveAccessibleName('Adeline account menu'),
    );
  });

  it('changes the password and keeps it out of the store and of storage', async () => {
    const { user, store } = await openPage();
    const secret = 'Orchard-Secret-2026';
    await user.type(field('New Password'), secret);
    await user.type(field('Confirm Password'), secret);
    await user.type(field('Existing Password'), customer.password);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your information has been updated.')).toBeVisible();
    // The fields are cleared after the save.
    expect(field('New Password')).toHaveValue('');
    expect(JSON.stringify(store.getState())).not.toContain(secret);
    expect(JSON.stringify(store.getState())).not.toContain(customer.password);
    const stored = [window.localStorage, window.sessionStorage]
      .map((storage) => JSON.stringify({ ...storage }))
      .join(' ');
    expect(stored).not.toContain(secret);
    expect(document.cookie).not.toContain(secret);
  });

  it('shows the server’s message and its errors on the fields, keeping what was typed', async () => {
    allowConsoleError();
    const { user } = await openPage();
    await user.type(field('New Password'), 'Orchard-2026');
    await user.type(field('Confirm Password'), 'Orchard-2026');
    await user.type(field('Existing Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const form = screen.getByRole('form', { name: 'Basic Info' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(field('Existing Password')).toHaveAccessibleDescription(
      'The existing password is incorrect.',
    );
    expect(field('Existing Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Existing Password')).toHaveFocus();
    expect(field('New Password')).toHaveValue('Orchard-2026');
    expect(screen.queryByText('Your information has been updated.')).toBeNull();
  });

  it('shows the server’s password rule as it words it', async () => {
    allowConsoleError();
    const { user } = await openPage();
    await user.type(field('New Password'), 'short');
    await user.type(field('Confirm Password'), 'short');
    await user.type(field('Existing Password'), customer.password);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field('New Password')).toHaveAccessibleDescription(
        'The new password must be at least 8 characters.',
      ),
    );
  });

  it('treats a 200 answer with status false as a failure, with its message', async () => {
    server.use(
      http.post('*/update/basic-information', () =>
        HttpResponse.json({ status: false, message: 'Account locked.' }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked.');
  });

  it('shows its own text when the save fails without a message', async () => {
    allowConsoleError();
    server.use(
      http.post('*/update/basic-information', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your information could not be saved.',
    );
    expect(field('First Name')).toHaveValue(customer.first_name);
  });

  it('asks for the names before calling the API', async () => {
    const sent = recordUpdates();
    const { user } = await openPage();
    await user.clear(field('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('shows a failure with Retry when the user cannot be loaded', async () => {
    allowConsoleError();
    server.use(http.get('*/auth/user', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/BasicInfo', { loggedInAs: 'customer' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your information could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
