import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { postLogin, postRegister } from './api';

describe('postLogin and postRegister (plain calls: the body carries a password)', () => {
  it.each([
    [null, {}],
    [[], {}],
    ['text', {}],
    [
      { message: 'Welcome', token: 'demo-token', role: 1 },
      { message: 'Welcome', token: 'demo-token', role: '1' },
    ],
    [{ token: null, role: {} }, {}],
  ])('postLogin reads the answer %j as %j', async (body, expected) => {
    server.use(http.post('*/login', () => HttpResponse.json(body)));
    await expect(postLogin({ email: 'a@b.test', password: 'x' })).resolves.toEqual(expected);
  });

  it.each([
    [null, {}],
    [
      { message: 'Created', status: '200' },
      { message: 'Created', status: 200 },
    ],
  ])('postRegister reads the answer %j as %j', async (body, expected) => {
    server.use(http.post('*/user/auth/register', () => HttpResponse.json(body)));
    await expect(postRegister({} as Parameters<typeof postRegister>[0])).resolves.toEqual(expected);
  });

  it('sends the visitor IP with the login and throws the server message on a failure', async () => {
    let sent: unknown;
    server.use(
      http.post('*/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 });
      }),
    );
    await expect(postLogin({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({
      message: 'Invalid email or password.',
    });
    expect(sent).toMatchObject({ email: 'a@b.test', password: 'x', ip: expect.any(String) });
  });
});
