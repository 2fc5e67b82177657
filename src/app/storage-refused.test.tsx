import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../local-api/store/db';
import { DEMO_USERS } from '../../local-api/seed/users';
import { paths } from '@/config/paths';
import { getToken, readItem } from '@/lib/storage';
import { renderRoute, PAGE_READY } from '../../tests/utils/render';
import { focusSearchBox, siteHeader } from '../../tests/utils/search';
import { refuseStorageWrites } from '../../tests/utils/storage';
import { SESSION_EXPIRED_MESSAGE } from './use-session-sync';

/** Every flow still works where the browser refuses to store anything (private modes, a full quota). */
describe('a storage that throws on every write', () => {
  it('search: the header search still goes to the results', async () => {
    const { user, router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 }, PAGE_READY);
    const setItem = refuseStorageWrites();
    const box = await focusSearchBox(user);
    await user.type(box, 'apricot{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(setItem).toHaveBeenCalled();
    expect(readItem('apricot_recent_searches')).toBeNull();
  });

  it('sign-in: signed in for this visit, says so, and a signed-in page opens', async () => {
    const { user, router } = renderRoute('/login');
    refuseStorageWrites();
    await user.type(
      await screen.findByLabelText(/^Email/, {}, PAGE_READY),
      DEMO_USERS.customer.email,
    );
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/You are signed in for this visit only/)).toBeInTheDocument();
    expect(window.localStorage.getItem('login')).toBeNull();
    expect(getToken()).not.toBeNull();
    await router.navigate(paths.accountDetails);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Details' }, PAGE_READY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.accountDetails);
  });

  it('the 401 path: an expired session still ends and goes to /login', async () => {
    const { router } = renderRoute('/faq', { loggedInAs: 'customer' });
    await screen.findByRole('heading', { level: 1 }, PAGE_READY);
    refuseStorageWrites();
    getDb().users.find((account) => account.email === DEMO_USERS.customer.email)!.tokens = [];
    await router.navigate('/checkout?step=1');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
  });

  it('the cart: a guest adds a product and the header counts it', async () => {
    const { user } = renderRoute('/store');
    const [add] = await screen.findAllByRole('button', { name: 'Add To Cart' }, PAGE_READY);
    refuseStorageWrites();
    await user.click(add);
    expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
    expect(await siteHeader().findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
