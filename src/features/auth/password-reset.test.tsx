import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { DEMO_USERS } from '../../../local-api/seed/users';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../tests/utils/render';

const { customer } = DEMO_USERS;
const NEW_PASSWORD = 'Kernel-2026!';

type Sent = { contentType: string; fields: Record<string, string> };

/** Records each multipart body sent to `path` (then the local API answers it). */
const record = (path: string) => {
  const sent: Sent[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      const form = await request.clone().formData();
      sent.push({
        contentType: request.headers.get('content-type') ?? '',
        fields: Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])),
      });
      return undefined;
    }),
  );
  return sent;
};

const codeFor = async (email: string) => {
  const response = await fetch(
    `http://localhost:5013/__admin/password-reset-code?email=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { code: string }).code;
};

const form = (name: string) => screen.getByRole('form', { name });
const inForm = (name: string, label: string) =>
  within(form(name)).getByLabelText(new RegExp(`^${label}`));

/** Step 1 on /forget-password: the e-mail, then Send Code. */
const requestCode = async (
  user: ReturnType<typeof renderRoute>['user'],
  email: string = customer.email,
) => {
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  await user.type(inForm('Forgot Password', 'Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
};

const fillCode = async (
  user: ReturnType<typeof renderRoute>['user'],
  code: string,
  password = NEW_PASSWORD,
) => {
  await user.type(inForm('Reset Password', 'Verification Code'), code);
  await user.type(inForm('Reset Password', 'New Password'), password);
  await user.type(inForm('Reset Password', 'Confirm New Password'), password);
  await user.click(within(form('Reset Password')).getByRole('button', { name: 'Reset Password' }));
};

afterEach(() => window.sessionStorage.clear());

describe('password reset: the way in', () => {
  it('offers “Forgot password?” on /login', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });

  it('offers “Forgot password?” in the Existing Customers section of the customer-information step', async () => {
    renderRoute('/store/customer_info');
    const section = await screen.findByRole('region', { name: /Existing Customers/ });
    expect(within(section).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
  });
});

describe('password reset', () => {
  it('sends the e-mail (multipart), takes the code and new password (multipart), then signs in with it', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const forget = record('/password/forget');
    const reset = record('/password/reset');
    const { user, router, store } = renderRoute('/forget-password');
    await requestCode(user);

    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(forget).toEqual([
      {
        contentType: expect.stringMatching(/^multipart\/form-data/),
        fields: { email: customer.email },
      },
    ]);
    expect(
      screen.getByText('We have sent a verification code to your email address.'),
    ).toBeVisible();
    expect(inForm('Reset Password', 'Email')).toHaveValue(customer.email);

    await fillCode(user, await codeFor(customer.email));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(
      screen.getByText('Your password has been reset. Please login with your new password.'),
    ).toBeVisible();
    expect(reset[0].contentType).toMatch(/^multipart\/form-data/);
    expect(reset[0].fields).toEqual({
      otp: expect.stringMatching(/^\d{6}$/),
      email: customer.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    // Neither the store nor any storage ever held the new password; the reset e-mail is gone too.
    expect(JSON.stringify(store.getState())).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      NEW_PASSWORD,
    );
    expect(window.sessionStorage.length).toBe(0);

    const login = form('Login');
    await user.type(within(login).getByLabelText(/^Email/), customer.email);
    await user.type(within(login).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.click(within(login).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps the e-mail when the code step is reloaded', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const first = renderRoute('/forget-password');
    await requestCode(first.user);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    first.unmount();

    // A reload: a new app on /reset-password, with only the tab's session storage left.
    renderRoute('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    expect(inForm('Reset Password', 'Email')).toHaveValue(customer.email);
  });

  it('shows the server’s message for a wrong code and keeps what was typed', async () => {
    allowConsoleError();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { user, router } = renderRoute('/forget-password');
    await requestCode(user);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    const code = await codeFor(customer.email);
    await fillCode(user, code === '123456' ? '654321' : '123456');
    expect(await within(form('Reset Password')).findByRole('alert')).toHaveTextContent(
      'The verification code is invalid or has expired.',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(inForm('Reset Password', 'New Password')).toHaveValue(NEW_PASSWORD);
  });

  it('says “Failed to verify OTP” when the reset fails without a message', async () => {
    allowConsoleError();
    window.sessionStorage.setItem('apricot_reset_email', customer.email);
    server.use(http.post('*/password/reset', () => HttpResponse.json({}, { status: 400 })));
    const { user } = renderRoute('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await fillCode(user, '123456');
    expect(await within(form('Reset Password')).findByRole('alert')).toHaveTextContent(
      'Failed to verify OTP',
    );
  });

  it('checks the confirmation and the code before calling the API', async () => {
    const reset = record('/password/reset');
    window.sessionStorage.setItem('apricot_reset_email', customer.email);
    const { user } = renderRoute('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(inForm('Reset Password', 'New Password'), NEW_PASSWORD);
    await user.type(inForm('Reset Password', 'Confirm New Password'), 'something-else');
    await user.click(
      within(form('Reset Password')).getByRole('button', { name: 'Reset Password' }),
    );
    expect(await screen.findByText('password and confirm password should be same.')).toBeVisible();
    expect(screen.getByText('Please enter the code from the email.')).toBeVisible();
    expect(reset).toHaveLength(0);
  });

  it('shows the server’s message for an unknown e-mail and stays on step 1', async () => {
    allowConsoleError();
    const { user, router } = renderRoute('/forget-password');
    await requestCode(user, 'nobody@apricot.test');
    expect(await within(form('Forgot Password')).findByRole('alert')).toHaveTextContent(
      'We could not find an account with that email address.',
    );
    expect(router.state.location.pathname).toBe('/forget-password');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('treats a 200 answer with status false as a failure', async () => {
    server.use(
      http.post('*/password/forget', () =>
        HttpResponse.json({ status: false, message: 'Too many requests.' }),
      ),
    );
    const { user } = renderRoute('/forget-password');
    await requestCode(user);
    expect(await within(form('Forgot Password')).findByRole('alert')).toHaveTextContent(
      'Too many requests.',
    );
  });
});
