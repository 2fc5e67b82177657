import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';

const openPage = async (options: Parameters<typeof renderRoute>[1] = {}) => {
  const view = renderRoute('/refer-a-friend', options);
  await screen.findByRole('heading', { level: 1, name: 'Refer A Friend' }, PAGE_READY);
  return view;
};

const form = () => screen.getByRole('form', { name: 'Get My Refer Code' });

const submitEmail = async (user: Awaited<ReturnType<typeof openPage>>['user'], email: string) => {
  if (email) await user.type(within(form()).getByLabelText(/^Email/), email);
  await user.click(within(form()).getByRole('button', { name: 'Get My Refer Code' }));
};

describe('/refer-a-friend (spec part 1 §2.9, §9)', () => {
  it("states the programme's rules", async () => {
    await openPage();
    expect(screen.getByText('Your friend gets $10 off the first purchase.')).toBeInTheDocument();
    expect(
      screen.getByText('You get 1,000 points when your friend spends over $39.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A $10 bonus, with a limited-time double bonus, paid on your friend’s first order.',
      ),
    ).toBeInTheDocument();
  });

  it("guests: an empty e-mail gives 'Please enter email address' and no call", async () => {
    let calls = 0;
    server.use(
      http.post('*/reffer/user', () => {
        calls += 1;
        return HttpResponse.json({ success: true, code: 'X' });
      }),
    );
    const { user } = await openPage();
    await submitEmail(user, '');
    expect(await screen.findByText('Please enter email address')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('guests: POST /reffer/user {email}, the code in a dialog with Copy', async () => {
    let body: unknown;
    server.use(
      http.post('*/reffer/user', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, code: 'GUEST1050', message: 'Here it is.' });
      }),
    );
    const { user } = await openPage();
    await submitEmail(user, 'gina@apricot.test');
    const dialog = await screen.findByRole('dialog', { name: 'Your refer code' });
    expect(body).toEqual({ email: 'gina@apricot.test' });
    expect(within(dialog).getByText('Here it is.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your refer code' })).toHaveValue(
      'GUEST1050',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('GUEST1050');
  });

  it('guests: the local API answers with a code tied to the e-mail', async () => {
    const { user } = await openPage();
    await submitEmail(user, 'gus@apricot.test');
    const dialog = await screen.findByRole('dialog', { name: 'Your refer code' });
    const code = (within(dialog).getByRole('textbox') as HTMLInputElement).value;
    expect(code).toMatch(/^GUEST\d+$/);
  });

  it("guests: an exception says 'Something went wrong. Please try again later.' and keeps the e-mail", async () => {
    server.use(http.post('*/reffer/user', () => HttpResponse.error()));
    const { user } = await openPage();
    await submitEmail(user, 'gina@apricot.test');
    expect(
      (await screen.findAllByText('Something went wrong. Please try again later.')).length,
    ).toBeGreaterThan(0);
    expect(within(form()).getByLabelText(/^Email/)).toHaveValue('gina@apricot.test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('guests: success: false or no code is a failure with the server message, never an empty code', async () => {
    server.use(
      http.post('*/reffer/user', () =>
        HttpResponse.json({ success: false, message: 'Referrals are paused.' }),
      ),
    );
    const { user } = await openPage();
    await submitEmail(user, 'gina@apricot.test');
    expect((await screen.findAllByText('Referrals are paused.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('customers: their referral link instead of the e-mail form', async () => {
    await openPage({ loggedInAs: 'customer' });
    const link = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect((link as HTMLInputElement).value).toContain(
      `?referralCode=${DEMO_USERS.customer.referral_code}`,
    );
    expect(screen.queryByRole('form', { name: 'Get My Refer Code' })).not.toBeInTheDocument();
  });
});
