import { useEffect, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { selectLoggedIn } from '@/features/auth';
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
 * and the site token are set it does nothing at all. Otherwise, once the page is idle and is not one
 * where a password or a card is typed, it fetches its own chunk, loads and initialises the widget, then
 * authenticates the customer on every sign-in and refreshes the widget on sign-out.
 */
export function LoyaltyWidget({ off = false }: LoyaltyWidgetProps) {
  const configured = Boolean(env.loyaltyScriptUrl && env.loyaltySiteToken);
  const signedIn = useAppSelector(selectLoggedIn);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!configured || off || loaded) return;
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
  }, [configured, off, loaded]);

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
