import { useSyncExternalStore } from 'react';
import { getConsent, getServerConsent, subscribeConsent, type ConsentState } from '@/lib/consent';

/**
 * The visitor's privacy choices, kept current. While a prerendered page hydrates it says nothing is
 * decided (as the build rendered it); the visitor's own choices follow at once.
 */
export const useConsent = (): ConsentState =>
  useSyncExternalStore(subscribeConsent, getConsent, getServerConsent);
