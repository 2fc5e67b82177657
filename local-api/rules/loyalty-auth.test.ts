// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOYALTY_AUTH_MAX_AGE_MS,
  isValidLoyaltyAuth,
  loyaltyAuthDate,
  loyaltyAuthToken,
} from './loyalty-auth';

const now = new Date('2026-11-24T02:10:00.123Z');
const date = loyaltyAuthDate(now);
const customer = { id: '7', email: 'ada@apricot.test' };
const signed = (at = date, secret = 's3cret') => ({
  customer,
  auth: { date: at, token: loyaltyAuthToken(7, at, customer.email, secret) },
});

describe('the loyalty auth value', () => {
  it('is SHA-1 over id, UTC timestamp to the second, e-mail and secret', () => {
    expect(date).toBe('2026-11-24T02:10:00Z');
    // sha1('72026-11-24T02:10:00Zada@apricot.tests3cret')
    expect(loyaltyAuthToken(7, date, customer.email, 's3cret')).toMatch(/^[0-9a-f]{40}$/);
    expect(loyaltyAuthToken(7, date, customer.email, 's3cret')).not.toBe(
      loyaltyAuthToken(7, date, customer.email, 'other'),
    );
  });

  it('checks out with the same secret, recent date and the same customer', () => {
    expect(isValidLoyaltyAuth(signed(), 's3cret', now)).toBe(true);
  });

  it('is refused when signed with another secret, for another customer, or stale', () => {
    expect(isValidLoyaltyAuth(signed(date, 'guessed'), 's3cret', now)).toBe(false);
    expect(
      isValidLoyaltyAuth(
        { ...signed(), customer: { id: '8', email: customer.email } },
        's3cret',
        now,
      ),
    ).toBe(false);
    const old = loyaltyAuthDate(new Date(now.getTime() - LOYALTY_AUTH_MAX_AGE_MS - 1000));
    expect(isValidLoyaltyAuth(signed(old), 's3cret', now)).toBe(false);
    expect(isValidLoyaltyAuth(signed('not a date'), 's3cret', now)).toBe(false);
  });
});
