import { toApiError } from '@/api/errors';
import type { CheckoutPayload } from '@/types/api';

/** The order body as the page builds it (the IP is the HTTP layer's). */
export type CheckoutBody = Omit<CheckoutPayload, 'ip'>;

/**
 * An order attempt: its idempotency key, a hash of its details without the card, and the card's last
 * four digits (kept in memory only; null for an attempt restored after a reload).
 */
export type Attempt = { key: string; order: string; card: string | null };

/** No answer from the API itself (a gateway's at most): the order may or may not have been placed. */
export const gotNoAnswer = (error: unknown): boolean => {
  const { status } = toApiError(error);
  return status === 'NETWORK' || status === 502 || status === 503 || status === 504;
};

/** 4xx answers that do not refuse the order: a timeout, a conflict, too early or too many. */
const NOT_A_REFUSAL = new Set([408, 409, 425, 429]);

/**
 * The API refused the order (a 4xx with its own message: validation, a declined card), so nothing
 * was placed and the next press is a new attempt. Any other failure (no answer, a 5xx, 408, 409) may
 * have placed it: the attempt and its key are kept (decision 031).
 */
export const wasRefused = (error: unknown): boolean => {
  const { status, message } = toApiError(error);
  return (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    !NOT_A_REFUSAL.has(status) &&
    Boolean(message?.trim())
  );
};

/**
 * A new idempotency key: a v4 UUID. `crypto.randomUUID` exists in secure contexts only, so outside
 * one (a plain-http preview) the same UUID is made from `crypto.getRandomValues`, which always exists.
 */
export const newAttemptKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** SHA-256 in hex (Web Crypto): an attempt's details can be recognised without being stored. */
const hashOf = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * What makes an order attempt: the order's details and the cart (`cart` identifies its contents)
 * hashed, and of the card only its last four digits.
 */
export const fingerprintOf = async (
  {
    card_number,
    cvv: _cvv,
    expiry_date: _expiry,
    card_name: _name,
    ...rest
  }: Omit<CheckoutBody, 'idempotency_key'>,
  cart: string,
): Promise<{ order: string; card: string }> => ({
  order: await hashOf(JSON.stringify({ ...rest, cart })),
  card: card_number.replace(/\D/g, '').slice(-4),
});

/**
 * The attempt an order with this fingerprint belongs to: the current one, with its key, when the
 * details and the card are the same (a restored attempt knows no card, and the card entered now takes
 * its place); else a new attempt with a new key.
 */
export const attemptFor = (
  current: Attempt | null,
  { order, card }: { order: string; card: string },
  newKey: () => string = newAttemptKey,
): Attempt =>
  current && current.order === order && (current.card === null || current.card === card)
    ? { ...current, card }
    : { key: newKey(), order, card };
