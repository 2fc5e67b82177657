import { useEffect } from 'react';
import { getVisitorLocation } from '@/api/visitor';
import type { VisitorLocation } from '@/types/api';
import { setConsentRegion } from '@/lib/consent';

/** Outside the EU but under the same ask-first rules: the UK, the EEA's Iceland, Liechtenstein and Norway, and Switzerland. */
const ASK_FIRST_COUNTRIES = new Set(['GB', 'UK', 'IS', 'LI', 'NO', 'CH']);

/**
 * 'opt-out' (marketing and reviews on until refused) only for a visitor the lookup places outside
 * the EU and outside ASK_FIRST_COUNTRIES; in the EU, in one of them, or when the lookup failed or
 * said nothing, the visitor is asked first.
 */
export const consentRegionOf = (location: VisitorLocation | null | undefined) =>
  location?.in_eu === false &&
  !ASK_FIRST_COUNTRIES.has((location.country_code ?? '').trim().toUpperCase())
    ? 'opt-out'
    : 'ask';

/** Tells the consent state where the visitor is (consentRegionOf). */
export const useConsentRegion = (): void => {
  useEffect(() => {
    let active = true;
    void getVisitorLocation().then((location) => {
      if (active) setConsentRegion(consentRegionOf(location));
    });
    return () => {
      active = false;
    };
  }, []);
};
