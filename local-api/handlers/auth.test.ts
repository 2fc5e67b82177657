// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/users';
import { getDb } from '../store/db';

const API = 'http://localhost:5013';

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${API}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('auth endpoints', () => {
  it('logs in the demo customer and rejects wrong credentials', async () => {
    const { customer } = DEMO_USERS;
    expect(
      await post('/login', {
        email: customer.email,
        password: customer.password,
        ip: '203.0.113.10',
      }),
    ).toEqual({
      status: 200,
      body: { message: 'Login successful.', token: expect.any(String), role: 1 },
    });
    expect(
      await post('/login', { email: customer.email, password: 'wrong', ip: '1.1.1.1' }),
    ).toEqual({
      status: 401,
      body: { message: 'Invalid email or password.' },
    });
    expect((await post('/login', { email: '', password: '' })).status).toBe(422);
  });

  it('opens a random session per sign-in: each token works, none is the seeded one or derived', async () => {
    const { customer } = DEMO_USERS;
    const signIn = async () =>
      String(
        (
          await post('/login', {
            email: customer.email,
            password: customer.password,
            ip: '1.1.1.1',
          })
        ).body.token,
      );
    const [first, second] = [await signIn(), await signIn()];
    expect(first).not.toBe(second);
    expect([first, second]).not.toContain(customer.token);
    for (const token of [first, second, customer.token]) {
      expect((await get('/auth/user', { Authorization: `Bearer ${token}` })).body).toMatchObject({
        email: customer.email,
      });
    }
    // A token of the old shape (local-<id>-<hash of id and e-mail>) opens nothing.
    expect(
      (await get('/auth/user', { Authorization: `Bearer local-1-${'0'.repeat(24)}` })).status,
    ).toBe(401);
  });

  it('answers the user summary by token, by ip, or 400', async () => {
    const me = await get('/auth/user', { Authorization: `Bearer ${DEMO_USERS.wholesale.token}` });
    expect(me.body).toEqual({
      id: 2,
      email: DEMO_USERS.wholesale.email,
      first_name: 'Rita',
      last_name: 'Retailer',
      cart: 0,
      pointsTotal: 100,
      total_points: 100,
      news_letter: true,
      review_product: true,
    });
    expect(await get('/auth/user?ip=1.2.3.4')).toEqual({ status: 200, body: { cart: 0 } });
    expect((await get('/auth/user')).status).toBe(400);
  });

  it('guest register moves the IP cart to the new guest account', async () => {
    await post('/cart/guest/add', { product_id: 1, qty: 3, ip: '192.0.2.77' });
    const created = await post('/user/auth/guest/register', {
      email: 'new.guest@example.com',
      ip: '192.0.2.77',
    });
    expect(created.status).toBe(200);
    const token = String(created.body.token);
    const cart = await get('/cart/', { Authorization: `Bearer ${token}` });
    expect(cart.body.items).toMatchObject([{ product_id: 1, qty: 3 }]);
    expect((await get('/cart/?ip=192.0.2.77')).body.items).toEqual([]);
    expect(
      await post('/user/auth/guest/register', {
        email: DEMO_USERS.customer.email,
        ip: '192.0.2.77',
      }),
    ).toEqual({
      status: 409,
      body: { message: 'Account already registered, please login!' },
    });
  });

  it('validates registration', async () => {
    const base = {
      first_name: 'Bo',
      last_name: 'Lee',
      email: 'bo@example.com',
      password: 'secret123',
      confirm_password: 'secret123',
      privacy_policy: true,
    };
    expect((await post('/user/auth/register', { ...base, privacy_policy: false })).body).toEqual({
      message: 'Please accept the terms and condition',
    });
    expect(
      (await post('/user/auth/register', { ...base, confirm_password: 'other' })).body,
    ).toEqual({ message: 'password and confirm password should be same.' });
    expect((await post('/user/auth/register', base)).status).toBe(201);
    expect(await post('/user/auth/register', base)).toEqual({
      status: 409,
      body: { message: 'Account already registered, please login!' },
    });
    expect(
      (await post('/login', { email: 'bo@example.com', password: 'secret123', ip: '1.1.1.1' }))
        .status,
    ).toBe(200);
  });

  it('stores a scrypt hash, never the password, for seeded and registered accounts', async () => {
    const { customer } = DEMO_USERS;
    const seeded = getDb().users.find((user) => user.email === customer.email);
    expect(seeded?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(JSON.stringify(getDb())).not.toContain(customer.password);

    const password = 'Orchard-2026!';
    const registered = await post('/user/auth/register', {
      first_name: 'Hana',
      last_name: 'Hash',
      email: 'hana@example.com',
      password,
      confirm_password: password,
      privacy_policy: true,
    });
    expect(registered.status).toBe(201);
    expect(JSON.stringify(getDb())).not.toContain(password);
    const login = await post('/login', { email: 'hana@example.com', password, ip: '1.1.1.1' });
    expect(login.status).toBe(200);
    expect(
      (await post('/login', { email: 'hana@example.com', password: `${password} `, ip: '1.1.1.1' }))
        .status,
    ).toBe(401);
  });
});
