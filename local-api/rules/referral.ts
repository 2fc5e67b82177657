/**
 * A user's referral code: up to 4 letters of the first name plus a number derived from the id,
 * so it is stable across reseeds and unique per id (ids are unique, so the number part is).
 */
export const makeReferralCode = (firstName: string, id: number): string => {
  const letters =
    firstName
      .replace(/[^a-z]/gi, '')
      .slice(0, 4)
      .toUpperCase() || 'APR';
  return `${letters}${1000 + id * 7}`;
};

/** Codes are compared case-insensitively, ignoring surrounding spaces; "null"/"undefined" are no code. */
export const normaliseReferralCode = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code && code !== 'NULL' && code !== 'UNDEFINED' ? code : null;
};
