import { useEffect, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { selectLoggedIn } from '@/features/auth';
import { useConsent } from '@/hooks/use-consent';
import { whenIdle } from '@/lib/when-idle';
import type { LoyaltyLionSdk } from './sdk';
import type * as WidgetSession from './widget-session';
import { signLoyaltyCustomer } from './sign';

type Loaded = { sdk: LoyaltyLionSdk; session: typeof WidgetSession };

type LoyaltyWidgetProps = {
  /** The page is one where a password or a card is typed (its route's handle). */
  off?: boolean;
};

/**
 * The loyalty widget's loader, mounted by the app shell; renders nothing. Unless VITE_LOYALTY_SCRIPT_URL
 * and the site token are set it does nothing at all. Otherwise, once the page is idle, is not one
 * where a password or a card is typed, and the visitor's privacy choices allow loyalty, it fetches its own chunk, loads and initialises the widget, then
 * authenticates the customer on every sign-in and refreshes the widget on sign-out.
 */
export function LoyaltyWidget({ off = false }: LoyaltyWidgetProps) {
  const configured = Boolean(env.loyaltyScriptUrl && env.loyaltySiteToken);
  const signedIn = useAppSelector(selectLoggedIn);
  // A third party with its own cookies: only with the visitor's consent (decision 033).
  const allowed = useConsent().loyalty === 'granted';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!configured || off || !allowed || loaded) return;
    let active = true;
    const cancel = whenIdle(() => {
      import('./widget-session')
        .then(async (session) => ({ sdk: await session.loadLoyaltyWidget(), session }))
        .then(
          (widget) => active && setLoaded(widget),
          () => undefined,
        );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [configured, off, allowed, loaded]);

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void loaded.session.showCustomer(loaded.sdk, signedIn, signLoyaltyCustomer, () => current);
    return () => {
      current = false;
    };
  }, [loaded, signedIn]);

  return null;
}
