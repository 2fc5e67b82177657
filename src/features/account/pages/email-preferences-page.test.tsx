import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { getDb } from '../../../../local-api/store/db';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../../tests/utils/render';

const { customer } = DEMO_USERS;

const openPage = async () => {
  const rendered = renderRoute('/EmailPreferences', { loggedInAs: 'customer' });
  await screen.findByRole('form', { name: 'Email Preferences' });
  return rendered;
};

const newsletter = () => screen.getByRole('checkbox', { name: 'Send me the newsletter' });
const reviews = () => screen.getByRole('checkbox', { name: 'Ask me to review products I bought' });
const email = () =>
  within(screen.getByRole('form', { name: 'Email Preferences' })).getByLabelText(/^Email/);
const save = () => screen.getByRole('button', { name: 'Save Preferences' });

/** Records each POST /update/email-preferences body, then lets the local API answer it. */
const recordSaves = () => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/update/email-preferences', async ({ request }) => {
      sent.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return sent;
};

describe('/EmailPreferences', () => {
  it('shows both boxes checked, the e-mail and the weekly newsletter text', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Preferences' })).toBeVisible();
    expect(screen.getByText('Our newsletter goes out about once a week.')).toBeVisible();
    expect(newsletter()).toBeChecked();
    expect(reviews()).toBeChecked();
    expect(email()).toHaveValue(customer.email);
  });

  it('checks both boxes when the API does not say otherwise', async () => {
    server.use(
      http.get('*/auth/user', () =>
        HttpResponse.json({ id: customer.id, email: customer.email, first_name: 'Ada' }),
      ),
    );
    await openPage();
    expect(newsletter()).toBeChecked();
    expect(reviews()).toBeChecked();
  });

  it('shows the choices the API has', async () => {
    getDb().users[0].review_product = false;
    await openPage();
    expect(newsletter()).toBeChecked();
    expect(reviews()).not.toBeChecked();
  });

  it('saves the two choices as booleans, without the e-mail when it was not edited', async () => {
    const sent = recordSaves();
    const { user } = await openPage();
    await user.click(reviews());
    await user.click(save());
    expect(await screen.findByText('Your email preferences have been saved.')).toBeVisible();
    expect(sent).toEqual([{ news_letter: true, review_product: false }]);
    expect(getDb().users[0]).toMatchObject({ news_letter: true, review_product: false });
  });

  it('sends an edited e-mail', async () => {
    const sent = recordSaves();
    const { user } = await openPage();
    await user.clear(email());
    await user.type(email(), 'ada.news@apricot.test');
    await user.click(newsletter());
    await user.click(save());
    expect(await screen.findByText('Your email preferences have been saved.')).toBeVisible();
    expect(sent).toEqual([
      { news_letter: false, review_product: true, email: 'ada.news@apricot.test' },
    ]);
  });

  it('shows the server’s field error and keeps the choices', async () => {
    allowConsoleError();
    const { user } = await openPage();
    await user.click(newsletter());
    await user.clear(email());
    await user.type(email(), DEMO_USERS.wholesale.email);
    await user.click(save());
    expect(await screen.findByText('The email has already been taken.')).toBeVisible();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(newsletter()).not.toBeChecked();
    expect(screen.queryByText('Your email preferences have been saved.')).toBeNull();
  });

  it('shows its own text when the save fails without a message', async () => {
    allowConsoleError();
    server.use(
      http.post('*/update/email-preferences', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await openPage();
    await user.click(save());
    const form = screen.getByRole('form', { name: 'Email Preferences' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your email preferences could not be saved.',
    );
  });

  it('asks for a valid e-mail before calling the API', async () => {
    const sent = recordSaves();
    const { user } = await openPage();
    await user.clear(email());
    await user.type(email(), 'not-an-email');
    await user.click(save());
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});
