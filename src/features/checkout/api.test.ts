import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { postCheckout } from './api';

describe('postCheckout (a plain call)', () => {
  it.each([
    [null, {}],
    [[], {}],
    ['text', {}],
    [
      { order_id: '1003', status: true },
      { order_id: 1003, status: true },
    ],
    [{ order_id: 'x', status: 'ok', message: 5 }, { message: '5' }],
  ])('reads the answer %j as %j', async (body, expected) => {
    server.use(http.post('*/checkout', () => HttpResponse.json(body)));
    await expect(postCheckout({} as Parameters<typeof postCheckout>[0])).resolves.toEqual(expected);
  });
});
