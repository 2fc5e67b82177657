// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loyaltyAuthToken, loyaltySecret } from '../rules/loyalty-auth';
import { DEMO_USERS } from '../seed/users';
import { LOYALTY_WIDGET_MESSAGES, LOYALTY_WIDGET_SCRIPT_PATH } from './loyalty-widget';

const API = 'http://localhost:5013';
const { customer, wholesale } = DEMO_USERS;

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const sign = (token?: string, body: unknown = {}) =>
  post('/loyalty/sign', body, token ? { Authorization: `Bearer ${token}` } : {});

const verify = (body: unknown) => post('/__ext/loyaltylion/customer', body);

describe('the loyalty signer (POST /loyalty/sign)', () => {
  it('refuses a caller without a valid bearer token', async () => {
    expect(await sign()).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await sign('not-a-token')).status).toBe(401);
  });

  it("signs the session's customer with the secret, whatever the body says", async () => {
    const { status, body } = await sign(customer.token, {
      id: wholesale.id,
      email: wholesale.email,
    });
    expect(status).toBe(200);
    const { date, token } = body.auth as { date: string; token: string };
    expect(body.customer).toEqual({ id: String(customer.id), email: customer.email });
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(token).toBe(loyaltyAuthToken(customer.id, date, customer.email, loyaltySecret()));
    expect(JSON.stringify(body)).not.toContain(loyaltySecret());
  });
});

describe('the loyalty widget stand-in', () => {
  it('serves its script with the verify address on the called origin', async () => {
    const response = await fetch(`${API}${LOYALTY_WIDGET_SCRIPT_PATH}`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const source = await response.text();
    expect(source).toContain(`${API}/__ext/loyaltylion/customer`);
    expect(source).not.toContain(loyaltySecret());
  });

  it('authenticates a signed customer: points total and unused claimed rewards', async () => {
    const { body: signed } = await sign(customer.token);
    const { status, body } = await verify({ site_token: 'site', ...signed });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: String(customer.id),
      email: customer.email,
      pointsTotal: 1415,
      claimedRewards: [
        {
          id: 501,
          redeemable: { code: 'LOYAL-5OFF' },
          reward: expect.objectContaining({ discount_amount: 5, discount_type: 'flat' }) as unknown,
        },
      ],
    });
  });

  it('refuses a wrong signature, another customer with a valid one, and a missing site token', async () => {
    const { body: signed } = await sign(customer.token);
    const auth = signed.auth as { date: string; token: string };
    const refused = { status: 401, body: { message: LOYALTY_WIDGET_MESSAGES.badAuth } };
    expect(
      await verify({
        site_token: 'site',
        customer: signed.customer,
        auth: {
          date: auth.date,
          token: loyaltyAuthToken(customer.id, auth.date, customer.email, 'guess'),
        },
      }),
    ).toEqual(refused);
    expect(
      await verify({
        site_token: 'site',
        customer: { id: String(wholesale.id), email: wholesale.email },
        auth,
      }),
    ).toEqual(refused);
    expect(await verify({ ...signed })).toEqual({
      status: 401,
      body: { message: LOYALTY_WIDGET_MESSAGES.noSiteToken },
    });
  });
});
