// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/users';
import { checkBirthday } from './birthday';
import { makeReferralCode, normaliseReferralCode } from './referral';

describe('referral codes', () => {
  it('are derived from the first name and id (the demo users carry theirs)', () => {
    expect(makeReferralCode(DEMO_USERS.customer.first_name, DEMO_USERS.customer.id)).toBe(
      DEMO_USERS.customer.referral_code,
    );
    expect(makeReferralCode(DEMO_USERS.wholesale.first_name, DEMO_USERS.wholesale.id)).toBe(
      DEMO_USERS.wholesale.referral_code,
    );
    expect(makeReferralCode('', 9)).toBe('APR1063');
    expect(makeReferralCode('Ada', 1)).not.toBe(makeReferralCode('Ada', 2));
  });

  it('treat "null" and blanks as no code', () => {
    expect(normaliseReferralCode(' ada1007 ')).toBe('ADA1007');
    expect(normaliseReferralCode('null')).toBeNull();
    expect(normaliseReferralCode('')).toBeNull();
    expect(normaliseReferralCode(undefined)).toBeNull();
  });
});

describe('birthday rules', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('answers the spec texts', () => {
    expect(checkBirthday({ day: 1, month: 2 }, now)).toEqual({
      ok: false,
      message: 'Please complete your birth date.',
    });
    expect(checkBirthday({ day: 31, month: 2, year: 1990 }, now)).toEqual({
      ok: false,
      message: 'Please enter a valid date.',
    });
    expect(checkBirthday({ day: 1, month: 1, year: 2027 }, now)).toEqual({
      ok: false,
      message: 'Birth date cannot be in the future.',
    });
    expect(checkBirthday({ day: 2, month: 6, year: 2013 }, now)).toEqual({
      ok: false,
      message: 'You must be at least 13 years old.',
    });
    expect(checkBirthday({ day: '1', month: '6', year: '2013' }, now)).toEqual({
      ok: true,
      day: 1,
      month: 6,
      year: 2013,
    });
  });
});
