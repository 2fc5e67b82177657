import { screen } from '@testing-library/react';
import type { OrderInput } from '@/features/checkout/rules';
import type { ShippingAddress } from '@/types/api';
import { findUserByToken } from '../../local-api/respond';
import { DEMO_USERS, type DemoUserKey } from '../../local-api/seed/users';
import { addToCart, getCartFor } from '../../local-api/store/cart';
import { findProduct } from '../../local-api/store/catalog';
import { getDb } from '../../local-api/store/db';
import { renderRoute } from './render';

type User = ReturnType<typeof renderRoute>['user'];

export const TEST_CARD = '4111 1111 1111 1111';

/** A contiguous-US shipping address (Texas), as GET /shipping-address lists one. */
export const TEXAS_ADDRESS: ShippingAddress = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Customer',
  company: 'Ada Wellness LLC',
  email: 'ada@x.test',
  phone: '512',
  address: '1200 Congress Ave',
  city: 'Austin',
  state_id: 3943,
  country_id: 231,
  postal_code: '78701',
  is_primary: 1,
  is_usa: 1,
  state_name: 'Texas',
};

/** An order by card to the Texas address ($59.98 + $7.95 shipping), as the payment step hands it over. */
export const cardOrder = (changes: Partial<OrderInput> = {}): OrderInput => ({
  shippingAddress: TEXAS_ADDRESS,
  sameAsShipping: true,
  billingForm: null,
  method: 'credit_card',
  billingId: null,
  card: { card_number: TEST_CARD, card_name: 'Ada', expiry_date: '12/30', cvv: '123' },
  transactionToken: '',
  autoShip: false,
  frequency: '',
  comments: '',
  referralCode: '',
  totals: { subtotal: 59.98, discount: 0, shipping: 7.95, tax: 0, total: 67.93 },
  credit: 0,
  applyCredit: false,
  ...changes,
});

/** Puts products (id, qty) into a demo user's server-side cart. */
export const seedCart = (who: DemoUserKey, lines: [number, number][]) => {
  const user = findUserByToken(DEMO_USERS[who].token);
  if (!user) throw new Error('no demo user');
  const cart = getCartFor({ kind: 'user', user });
  for (const [id, qty] of lines) {
    const product = findProduct(id);
    if (!product) throw new Error(`no product ${id}`);
    addToCart(cart, product, qty);
  }
};

export const checkoutBodies = async (
  requests: () => Promise<{ url: string; method: string; body: string }[]>,
) =>
  (await requests())
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/checkout')
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);

/** Seeds the cart and renders /checkout at step 1. */
export const openCheckout = async (
  who: DemoUserKey = 'customer',
  lines: [number, number][] = [[705, 2]],
) => {
  seedCart(who, lines);
  const view = renderRoute('/checkout', { loggedInAs: who });
  await screen.findByRole('heading', { name: 'Step 1: Shipping Address' }, { timeout: 5000 });
  return view;
};

export const continueTo = async (user: User, step: 2 | 3) => {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', {
    name: step === 2 ? 'Step 2: Shipping Method' : 'Step 3: Payment',
  });
};

export const fillCard = async (user: User, number = TEST_CARD) => {
  await user.type(screen.getByLabelText(/card number/i), number.replace(/\s/g, ''));
  await user.type(screen.getByLabelText(/expiry/i), '1239');
  await user.type(screen.getByLabelText(/cvv/i), '123');
};

/** Opens /checkout and continues to Step 3: Payment. */
export const openPayment = async (who: DemoUserKey = 'customer') => {
  const view = await openCheckout(who);
  await continueTo(view.user, 2);
  await continueTo(view.user, 3);
  return view;
};

/** Resolves once /complete-payment says the order was placed. */
export const orderPlaced = () =>
  screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, { timeout: 5000 });

/** A demo user's id in the local API. */
export const accountOf = (who: DemoUserKey) => {
  const user = findUserByToken(DEMO_USERS[who].token);
  if (!user) throw new Error('no demo user');
  return user.id;
};

/** How many orders the local API holds for a demo user. */
export const ordersOf = (who: DemoUserKey) =>
  getDb().orders.filter((order) => order.user_id === accountOf(who)).length;

/** Signs in on the /login page with a demo user's credentials. */
export const signInAs = async (user: User, who: DemoUserKey = 'customer') => {
  await user.type(await screen.findByLabelText(/^Email/), DEMO_USERS[who].email);
  await user.type(screen.getByLabelText(/^Password/), DEMO_USERS[who].password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};
