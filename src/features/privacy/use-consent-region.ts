import { useEffect } from 'react';
import { getVisitorLocation } from '@/api/visitor';
import { setConsentRegion } from '@/lib/consent';

/**
 * Tells the consent state where the visitor is: outside the EU (`in_eu` false) marketing and reviews
 * are on until refused; in the EU, or when the lookup failed or said nothing, the visitor is asked.
 */
export const useConsentRegion = (): void => {
  useEffect(() => {
    let active = true;
    void getVisitorLocation().then((location) => {
      if (active) setConsentRegion(location?.in_eu === false ? 'opt-out' : 'ask');
    });
    return () => {
      active = false;
    };
  }, []);
};
