import { createHash, timingSafeEqual } from 'node:crypto';

/** How old a signed auth value may be when the widget checks it (and how far in the future). */
export const LOYALTY_AUTH_MAX_AGE_MS = 10 * 60 * 1000;

/** The signing secret: the local API's env only (LOYALTY_SECRET), never a VITE_ key. */
export const loyaltySecret = (): string => process.env.LOYALTY_SECRET || 'change-me-local-only';

/** An ISO 8601 UTC timestamp to the second, as the widget expects in auth.date. */
export const loyaltyAuthDate = (now: Date): string => now.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The loyalty service's customer auth token: SHA-1 (hex) over id + date + e-mail + secret. */
export const loyaltyAuthToken = (
  id: number | string,
  date: string,
  email: string,
  secret: string,
): string => createHash('sha1').update(`${id}${date}${email}${secret}`).digest('hex');

export type LoyaltyAuthCheck = {
  customer: { id: string; email: string };
  auth: { date: string; token: string };
};

/** What the widget does with an auth block: recompute the token and refuse a stale or forged one. */
export const isValidLoyaltyAuth = (
  { customer, auth }: LoyaltyAuthCheck,
  secret: string,
  now: Date,
): boolean => {
  const signedAt = Date.parse(auth.date);
  if (!Number.isFinite(signedAt) || Math.abs(now.getTime() - signedAt) > LOYALTY_AUTH_MAX_AGE_MS)
    return false;
  const expected = Buffer.from(loyaltyAuthToken(customer.id, auth.date, customer.email, secret));
  const given = Buffer.from(auth.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
