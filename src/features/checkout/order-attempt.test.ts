import { describe, expect, it } from 'vitest';
import { cardOrder } from '../../../tests/utils/checkout';
import { attemptFor, fingerprintOf, gotNoAnswer, newAttemptKey, wasRefused } from './order-attempt';
import { buildCheckoutPayload, type OrderInput } from './rules';

const order = cardOrder();
const address = order.shippingAddress;
const card = order.card!;

const fingerprint = async (changes: Partial<OrderInput> = {}, cart = '705x2') =>
  fingerprintOf(buildCheckoutPayload(cardOrder(changes)), cart);

let keys = 0;
const newKey = () => `key-${(keys += 1)}`;

describe('order attempts (one idempotency key per attempt)', () => {
  it('a retry of the same order with the same card keeps the attempt and its key', async () => {
    const first = attemptFor(null, await fingerprint(), newKey);
    expect(attemptFor(first, await fingerprint(), newKey)).toEqual(first);
  });

  it('a changed cart, address, total or card starts a new attempt with a new key', async () => {
    const first = attemptFor(null, await fingerprint(), newKey);
    const changes = await Promise.all([
      fingerprint({}, '705x3'),
      fingerprint({ shippingAddress: { ...address, id: 2, city: 'Dallas' } }),
      fingerprint({ totals: { ...order.totals, total: 75.88 } }),
      fingerprint({ card: { ...card, card_number: '5555 5555 5555 4444' } }),
    ]);
    for (const changed of changes)
      expect(attemptFor(first, changed, newKey).key).not.toBe(first.key);
  });

  it('keeps of the card only its last four digits: name, expiry and CVV are not in the fingerprint', async () => {
    const typo = await fingerprint({
      card: { ...card, card_name: 'Ada L', expiry_date: '11/30', cvv: '321' },
    });
    const same = await fingerprint();
    expect(typo).toEqual(same);
    expect(same.card).toBe('1111');
    expect(JSON.stringify(same)).not.toContain('4111');
  });

  it("keeps the order's details only as a SHA-256 digest", async () => {
    const kept = await fingerprint();
    expect(kept.order).toMatch(/^[0-9a-f]{64}$/);
    // Nothing of the address is kept in the clear, in the digest or beside it.
    const stored = JSON.stringify(kept);
    for (const value of [address.address, address.city, address.last_name, address.email])
      expect(stored).not.toContain(value);
  });

  it('an attempt restored after a reload (no card known) takes the card entered now, with its key', async () => {
    const now = await fingerprint();
    const restored = { key: 'kept-key', order: now.order, card: null };
    expect(attemptFor(restored, now, newKey)).toEqual({
      key: 'kept-key',
      order: now.order,
      card: '1111',
    });
    const otherOrder = await fingerprint({}, '991x1');
    expect(attemptFor(restored, otherOrder, newKey).key).not.toBe('kept-key');
  });

  it('treats a network error and 502/503/504 as no answer, any other status as an answer', () => {
    const withStatus = (status: number) => ({ isAxiosError: true, response: { status, data: {} } });
    expect(gotNoAnswer({ isAxiosError: true, message: 'Network Error' })).toBe(true);
    for (const status of [502, 503, 504]) expect(gotNoAnswer(withStatus(status))).toBe(true);
    for (const status of [400, 401, 422, 500]) expect(gotNoAnswer(withStatus(status))).toBe(false);
  });

  it('only a 4xx with a message refuses an order; a 5xx, 408, 409 or no answer keeps its key', () => {
    const answer = (status: number, data: unknown = { message: 'Nope.' }) => ({
      isAxiosError: true,
      response: { status, data },
    });
    for (const status of [400, 401, 402, 422]) expect(wasRefused(answer(status))).toBe(true);
    for (const status of [408, 409, 429, 500, 502, 503, 504])
      expect(wasRefused(answer(status))).toBe(false);
    expect(wasRefused(answer(422, {}))).toBe(false);
    expect(wasRefused({ isAxiosError: true, message: 'Network Error' })).toBe(false);
  });

  it('makes a v4 UUID key without crypto.randomUUID (outside a secure context)', () => {
    // Shadows the prototype's method on this object only; deleting it brings that back.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set([newAttemptKey(), newAttemptKey()]);
      expect(keys.size).toBe(2);
      for (const key of keys)
        expect(key).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
