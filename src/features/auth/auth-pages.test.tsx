import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getReferralCode,
  getRole,
  getToken,
  LOCATION_CACHE_KEY,
  setReferralCode,
} from '@/lib/storage';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { server } from '../../../local-api/node';
import { DEMO_USERS } from '../../../local-api/seed/users';
import { findUserByToken } from '../../../local-api/respond';

describe('/login', () => {
  it('requires email and password', async () => {
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }, PAGE_READY));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it('signs in: token, role cookie, signed-in store, home page', async () => {
    const { user, router, store } = renderRoute('/login');
    await user.type(
      await screen.findByLabelText(/^Email/, {}, PAGE_READY),
      DEMO_USERS.wholesale.email,
    );
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.wholesale.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(findUserByToken(getToken() ?? '')?.email).toBe(DEMO_USERS.wholesale.email);
    expect(getRole()).toBe('2');
    expect(store.getState().user).toMatchObject({ loggedIn: true, role: '2' });
  });

  it('shows the server message and keeps the e-mail on a wrong password', async () => {
    const { user } = renderRoute('/login');
    const email = await screen.findByLabelText(/^Email/, {}, PAGE_READY);
    await user.type(email, DEMO_USERS.customer.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Invalid email or password.', { selector: '.alert' }),
    ).toBeInTheDocument();
    expect(email).toHaveValue(DEMO_USERS.customer.email);
    expect(getToken()).toBeNull();
  });

  const signInFrom = async (from: string) => {
    const { user, router } = renderRoute(`/login?from=${encodeURIComponent(from)}`);
    await user.type(
      await screen.findByLabelText(/^Email/, {}, PAGE_READY),
      DEMO_USERS.customer.email,
    );
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    return router.state.location;
  };

  it.each([
    ['/OrderHistory', '/OrderHistory', ''],
    ['/checkout?step=2', '/checkout', '?step=2'],
    ['/item/705-apricot-seeds?tab=reviews', '/item/705-apricot-seeds', '?tab=reviews'],
  ])('returns to a path of this shop: %s', async (from, pathname, search) => {
    expect(await signInFrom(from)).toMatchObject({ pathname, search });
  });

  it.each(['/\\evil.com', '//evil.com', 'https://evil.com', 'javascript:alert(1)', 'cart'])(
    'goes to the home page instead of an unsafe from: %s',
    async (from) => {
      expect(await signInFrom(from)).toMatchObject({ pathname: '/', search: '' });
    },
  );
});

describe('/register', () => {
  const fill = async (user: ReturnType<typeof renderRoute>['user'], confirm = 'Secret123!') => {
    await user.type(await screen.findByLabelText(/^First Name/, {}, PAGE_READY), 'Grace');
    await user.type(screen.getByLabelText(/^Last Name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@apricot.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123!');
    await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  };

  it('asks for the privacy box and matching passwords with the spec texts', async () => {
    const { user } = renderRoute('/register');
    await fill(user, 'Other123!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept the terms and condition')).toBeInTheDocument();
    expect(screen.getByText('password and confirm password should be same.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('keeps what was typed and shows the server message on failure', async () => {
    server.use(
      http.post('*/user/auth/register', () =>
        HttpResponse.json({ message: 'The email has already been taken.' }, { status: 422 }),
      ),
    );
    const { user } = renderRoute('/register');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('The email has already been taken.', { selector: '.alert' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Grace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('grace@apricot.test');
  });

  it('registers and goes to /login', async () => {
    const { user, router } = renderRoute('/register');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('logout', () => {
  it('clears local storage and the role cookie and goes to /login', async () => {
    setReferralCode('FRIEND10');
    window.localStorage.setItem(
      LOCATION_CACHE_KEY,
      JSON.stringify({ ip: '203.0.113.10', country_code: 'US' }),
    );
    const { user, router, store } = renderRoute('/faq', { loggedInAs: 'customer' });
    await user.click(
      await screen.findByRole(
        'button',
        { name: `${DEMO_USERS.customer.first_name} account menu` },
        PAGE_READY,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(getReferralCode()).toBeNull();
    expect(window.localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull();
    expect(store.getState().user.loggedIn).toBe(false);
  });
});
