// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../seed/users';

const API = 'http://localhost:5013';
const { customer, wholesale } = DEMO_USERS;
const asCustomer = { Authorization: `Bearer ${customer.token}` };
const asRetailer = { Authorization: `Bearer ${wholesale.token}` };

const call = async (
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
) => {
  const multipart = body instanceof FormData;
  const response = await fetch(`${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: multipart ? headers : { 'Content-Type': 'application/json', ...headers },
    body: multipart || body === undefined ? (body as FormData | undefined) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

const login = (email: string, password: string) =>
  call('/login', { body: { email, password, ip: '203.0.113.10' } });

describe('orders', () => {
  it('lists the caller’s orders, newest first, and answers 404 for another customer’s order', async () => {
    const list = await call('/orders', { headers: asCustomer });
    expect((list.body as unknown as { id: number }[]).map((order) => order.id)).toEqual([
      1002, 1001,
    ]);
    const detail = await call('/order/detail/1002', { headers: asCustomer });
    expect(detail.body).toMatchObject({ id: 1002, shipping_date: null, promo: 'FIVEOFF' });
    expect((await call('/order/detail/1002', { headers: asRetailer })).status).toBe(404);
    expect((await call('/order/detail/9999', { headers: asCustomer })).status).toBe(404);
  });
});

describe('basic information', () => {
  const summary = { id: customer.id, cart: 0, pointsTotal: 1415 };
  const edits = { first_name: 'Adeline', last_name: 'Customer', email: customer.email };

  it('saves names and a new password given the existing one; ignores the summary fields', async () => {
    const saved = await call('/update/basic-information', {
      headers: asCustomer,
      body: {
        ...summary,
        ...edits,
        new_password: 'Orchard-2026',
        confirm_password: 'Orchard-2026',
        existing_password: customer.password,
      },
    });
    expect(saved).toMatchObject({ status: 200, body: { status: true } });
    expect((await call('/auth/user', { headers: asCustomer })).body.first_name).toBe('Adeline');
    expect((await login(customer.email, 'Orchard-2026')).status).toBe(200);
    expect((await login(customer.email, customer.password)).status).toBe(401);
  });

  it('answers 422 with the message and the lines per field', async () => {
    const wrong = await call('/update/basic-information', {
      headers: asCustomer,
      body: { ...edits, new_password: 'Orchard-2026', existing_password: 'nope' },
    });
    expect(wrong).toEqual({
      status: 422,
      body: {
        status: false,
        message: 'The given data was invalid.',
        errors: { existing_password: ['The existing password is incorrect.'] },
      },
    });
    const taken = await call('/update/basic-information', {
      headers: asCustomer,
      body: { ...edits, first_name: '', email: wholesale.email },
    });
    expect(taken.body.errors).toEqual({
      first_name: ['The first name field is required.'],
      email: ['The email has already been taken.'],
    });
  });
});

describe('e-mail preferences and credits', () => {
  it('keeps the two choices (and an edited e-mail) in the user summary', async () => {
    const before = await call('/auth/user', { headers: asCustomer });
    expect(before.body).toMatchObject({ news_letter: true, review_product: true });
    const saved = await call('/update/email-preferences', {
      headers: asCustomer,
      body: { news_letter: true, review_product: false, email: 'ada.new@apricot.test' },
    });
    expect(saved.body).toMatchObject({ status: true, news_letter: true, review_product: false });
    const after = await call('/auth/user', { headers: asCustomer });
    expect(after.body).toMatchObject({
      email: 'ada.new@apricot.test',
      news_letter: true,
      review_product: false,
    });
  });

  it('refuses an e-mail of another account', async () => {
    const taken = await call('/update/email-preferences', {
      headers: asCustomer,
      body: { news_letter: false, review_product: false, email: wholesale.email },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers the credit balance of each demo user', async () => {
    expect((await call('/get/credits/total', { headers: asCustomer })).body).toEqual({
      status: true,
      data: 15,
      net_thirty: false,
    });
    expect((await call('/get/credits/total', { headers: asRetailer })).body).toEqual({
      status: true,
      data: 250,
      net_thirty: true,
    });
    expect((await call('/get/credits/total')).status).toBe(401);
  });
});

describe('password reset', () => {
  const codeFor = async (email: string) =>
    (await call(`/__admin/password-reset-code?email=${encodeURIComponent(email)}`)).body.code;

  it('mails a code (printed to the log), then sets the new password with it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const sent = await call('/password/forget', { body: multipart({ email: customer.email }) });
    expect(sent).toEqual({
      status: 200,
      body: { status: true, message: 'We have sent a verification code to your email address.' },
    });
    const code = await codeFor(customer.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(log).toHaveBeenCalledWith(
      `[local-api] password reset code for ${customer.email}: ${String(code)}`,
    );

    const reset = await call('/password/reset', {
      body: multipart({
        otp: String(code),
        email: customer.email,
        password: 'Kernel-2026',
        confirmPassword: 'Kernel-2026',
      }),
    });
    expect(reset.body).toMatchObject({ status: true });
    expect((await login(customer.email, 'Kernel-2026')).status).toBe(200);
    // The code is used up.
    expect((await call(`/__admin/password-reset-code?email=${customer.email}`)).status).toBe(404);
  });

  it('refuses a wrong code, a short or mismatched password, and ends the reset after 5 wrong codes', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await call('/password/forget', { body: multipart({ email: customer.email }) });
    const code = String(await codeFor(customer.email));
    const attempt = (fields: Partial<Record<string, string>>) =>
      call('/password/reset', {
        body: multipart({
          otp: code,
          email: customer.email,
          password: 'Kernel-2026',
          confirmPassword: 'Kernel-2026',
          ...fields,
        } as Record<string, string>),
      });
    expect((await attempt({ password: 'short', confirmPassword: 'short' })).body.message).toBe(
      'The password must be at least 8 characters.',
    );
    expect((await attempt({ confirmPassword: 'Kernel-2027' })).body.message).toBe(
      'password and confirm password should be same.',
    );
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(await attempt({ otp: wrong })).toEqual({
        status: 422,
        body: { status: false, message: 'The verification code is invalid or has expired.' },
      });
    }
    expect((await attempt({})).body.status).toBe(false);
  });

  it('tells an unknown or malformed e-mail apart', async () => {
    const unknown = await call('/password/forget', {
      body: multipart({ email: 'nobody@apricot.test' }),
    });
    expect(unknown).toEqual({
      status: 404,
      body: { status: false, message: 'We could not find an account with that email address.' },
    });
    expect((await call('/password/forget', { body: multipart({ email: 'x' }) })).status).toBe(422);
  });
});
