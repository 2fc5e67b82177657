import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { matchAttempt, postCheckout } from './api';

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

describe('matchAttempt: the order of an attempt that got no answer', () => {
  const sentAt = Date.parse('2026-12-01T12:00:00.000Z');
  const at = (seconds: number) => new Date(sentAt + seconds * 1000).toISOString();
  const attempt = { key: 'key-now', total: 42.5, sentAt };
  const earlier = { id: 7, created_at: at(-120), total_amount: 42.5 };

  it('matches by key when orders carry keys, never an earlier order of the same total', () => {
    const orders = [
      { ...earlier, idempotency_key: 'key-earlier' },
      { id: 8, created_at: at(5), total_amount: 42.5, idempotency_key: 'key-other-tab' },
    ];
    expect(matchAttempt(orders, attempt)).toEqual({ placed: false, sure: true });
    expect(
      matchAttempt(
        [...orders, { id: 9, created_at: at(-300), total_amount: 1, idempotency_key: 'key-now' }],
        attempt,
      ),
    ).toEqual({ placed: true, orderId: 9 });
  });

  it('without keys: only one order created after the attempt was sent, of its total', () => {
    expect(matchAttempt([earlier], attempt)).toEqual({ placed: false, sure: false });
    const after = { id: 8, created_at: at(3), total_amount: 42.5 };
    expect(matchAttempt([earlier, after], attempt)).toEqual({ placed: true, orderId: 8 });
    // Two candidates: neither is sure.
    expect(matchAttempt([after, { ...after, id: 9 }], attempt)).toEqual({
      placed: false,
      sure: false,
    });
    expect(matchAttempt([], attempt)).toEqual({ placed: false, sure: true });
  });

  it('without keys: never confirms a wallet payment by its total, only by its transaction_token', () => {
    const wallet = { ...attempt, transactionToken: 'PAYID-42' };
    const after = { id: 8, created_at: at(3), total_amount: 42.5 };
    expect(matchAttempt([after], wallet)).toEqual({ placed: false, sure: false });
    expect(matchAttempt([{ ...after, transaction_token: 'PAYID-41' }], wallet)).toEqual({
      placed: false,
      sure: false,
    });
    expect(matchAttempt([{ ...after, transaction_token: 'PAYID-42' }], wallet)).toEqual({
      placed: true,
      orderId: 8,
    });
  });
});
