import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { getToken } from '@/lib/storage';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { server } from '../../../local-api/node';
import { DEFAULT_VISITOR_IP } from '../../../local-api/handlers/external';
import { findUserByToken } from '../../../local-api/respond';
import { addToCart, getCartFor } from '../../../local-api/store/cart';
import { findProduct } from '../../../local-api/store/catalog';
import { DEMO_USERS } from '../../../local-api/seed/users';

const seedGuestCart = () => {
  const cart = getCartFor({ kind: 'guest', ip: DEFAULT_VISITOR_IP });
  const product = findProduct(705);
  if (!product) throw new Error('no product');
  addToCart(cart, product, 2);
};

const open = async () => {
  seedGuestCart();
  const view = renderRoute('/store/customer_info');
  await screen.findByRole('heading', { name: 'Customer Information' }, PAGE_READY);
  return view;
};

describe('/store/customer_info', () => {
  it('keeps exactly one accordion section open, with the opened icon', async () => {
    const { user } = await open();
    const headers = ['Existing Customers', 'New Customers', 'Check Out as a Guest'].map((name) =>
      screen.getByRole('button', { name: new RegExp(name) }),
    );
    expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
    await user.click(headers[2]);
    expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
    await user.click(headers[2]);
    expect(headers[2]).toHaveAttribute('aria-expanded', 'true');
    expect(headers[2]).toHaveTextContent('−');
    expect(headers[0]).toHaveTextContent('+');
  });

  it('lists the guest cart with Subtotal, Total and -- for shipping', async () => {
    await open();
    const image = await screen.findByRole('img', { name: 'Apricot Seed Capsules' });
    expect(image).toHaveAttribute('width', '60');
    expect(image).toHaveAttribute('height', '60');
    expect(screen.getByLabelText('Quantity 2')).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$59.98');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$59.98');
    expect(screen.getByTestId('summary-shipping-and-handling-fee')).toHaveTextContent('--');
  });

  it('says when the cart cannot be loaded and loads it on Retry', async () => {
    seedGuestCart();
    let failures = 1;
    server.use(
      http.get('*/cart', () =>
        failures-- > 0 ? HttpResponse.json({}, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/store/customer_info');
    const alert = await screen.findByRole('alert', {}, PAGE_READY);
    expect(alert).toHaveTextContent('The cart could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('$59.98');
  });

  it('says the cart is empty, with a link back to the store', async () => {
    renderRoute('/store/customer_info');
    expect(await screen.findByText(/^Your cart is empty\./, {}, PAGE_READY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('needs an e-mail and the privacy box to check out as a guest', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Check Out as a Guest/ }));
    expect(screen.getByLabelText(/\(Must be checked to continue\.\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and condition')).toBeInTheDocument();
  });

  it("leads a guest from 'Subscribe to our e-mails' to the footer newsletter, not to /login", async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: /Check Out as a Guest/ }));
    await user.click(screen.getByRole('link', { name: 'Subscribe to our e-mails' }));
    expect(router.state.location.pathname).toBe('/store/customer_info');
    expect(router.state.location.hash).toBe('#newsletter');
    // The footer's sign-up loads when a link asks for it, and takes the focus once it is there.
    await waitFor(() => expect(screen.getByLabelText(/Your first name/)).toHaveFocus());
  });

  it('checks out as a guest: token stored, IP cart carried over, on to /checkout', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: /Check Out as a Guest/ }));
    await user.type(screen.getByLabelText(/^Email/), 'new.guest@apricot.test');
    await user.click(screen.getByLabelText(/\(Must be checked to continue\.\)/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const token = getToken();
    expect(token).toBeTruthy();
    const guest = token ? findUserByToken(token) : undefined;
    expect(guest && getCartFor({ kind: 'user', user: guest }).items).toHaveLength(1);
  });

  it('sends a registered e-mail to /login with the server message', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, router } = await open();
    await user.click(screen.getByRole('button', { name: /New Customers/ }));
    await user.type(screen.getByLabelText(/^Email/), DEMO_USERS.customer.email);
    await user.click(screen.getByLabelText(/\(Must be checked to continue\.\)/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(error).toHaveBeenCalledWith('Account already registered, please login!');
  });

  it('sends a login answered with the already-registered message (no token) to /login', async () => {
    server.use(
      http.post('*/login', () =>
        HttpResponse.json({ message: 'Account already registered, please login!' }),
      ),
    );
    const error = vi.spyOn(notify, 'error');
    const { user, router } = await open();
    await user.type(screen.getByLabelText(/^Email/), DEMO_USERS.customer.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(error).toHaveBeenCalledWith('Account already registered, please login!');
    expect(getToken()).toBeNull();
  });

  it('logs an existing customer in and goes to /checkout', async () => {
    const { user, router } = await open();
    await user.type(screen.getByLabelText(/^Email/), DEMO_USERS.customer.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_USERS.customer.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(findUserByToken(getToken() ?? '')?.email).toBe(DEMO_USERS.customer.email);
  });
});
