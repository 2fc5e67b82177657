import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { setReferralCode } from '@/lib/storage';

export const REFERRAL_QUERY_PARAM = 'referralCode';

/** A usable referral code from a query string, or null (never the strings 'null'/'undefined' or blanks). */
export const readReferralParam = (search: string): string | null => {
  const value = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM)?.trim() ?? '';
  return value === '' || value === 'null' || value === 'undefined' ? null : value;
};

/**
 * A shared link (?referralCode=…) may land on any page: keep the code for the cart and checkout
 * calls until an order is placed. A layout effect, so the code is stored before any page query
 * (started in passive effects) reads it.
 */
export const useReferralCapture = (): void => {
  const { search } = useLocation();
  useLayoutEffect(() => {
    const code = readReferralParam(search);
    if (code) setReferralCode(code);
  }, [search]);
};
