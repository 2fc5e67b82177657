/**
 * Idempotency keys of POST /checkout (decision 031): a repeated key is answered with the answer of the
 * order it placed, never a second order or charge. Kept apart from the JSON-file store: a key points
 * at an order in it, and a key whose order is gone (the store was reset) no longer counts.
 */
import { getDb } from './db';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

type Remembered = { orderId: number; answer: unknown; at: number };

const placed = new Map<string, Remembered>();

// Keys are per customer: another account's key never reveals or replays an order.
const slot = (userId: number, key: string): string => `${userId}:${key}`;

/** The key of a request: the body's `idempotency_key`, else the `Idempotency-Key` header; '' without one. */
export const idempotencyKeyOf = (body: Record<string, unknown>, request: Request): string => {
  const fromBody = typeof body.idempotency_key === 'string' ? body.idempotency_key.trim() : '';
  return (fromBody || request.headers.get('Idempotency-Key')?.trim() || '').slice(0, 200);
};

/** The first answer given to this key, while it is remembered and its order still exists. */
export const answerFor = (userId: number, key: string, now = Date.now()): unknown => {
  if (!key) return undefined;
  const entry = placed.get(slot(userId, key));
  if (!entry) return undefined;
  const orderExists = getDb().orders.some(
    (order) => order.id === entry.orderId && order.user_id === userId,
  );
  if (now - entry.at > IDEMPOTENCY_TTL_MS || !orderExists) {
    placed.delete(slot(userId, key));
    return undefined;
  }
  return entry.answer;
};

/**
 * Remembers the answer of a placed order. Only placed orders: a refused attempt took no money, so a
 * retry with the same key (a captured wallet payment's Retry Order) may still place it.
 */
export const rememberAnswer = (
  userId: number,
  key: string,
  orderId: number,
  answer: unknown,
  now = Date.now(),
): void => {
  if (!key) return;
  for (const [name, entry] of placed) if (now - entry.at > IDEMPOTENCY_TTL_MS) placed.delete(name);
  placed.set(slot(userId, key), { orderId, answer, at: now });
};
