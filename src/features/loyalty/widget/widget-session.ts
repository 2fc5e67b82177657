import { env } from '@/config/env';
import { loadScriptOnce } from '@/lib/load-script';
import type { LoyaltyLionSdk, SignedCustomer } from './sdk';

let initialised: Promise<LoyaltyLionSdk> | null = null;

const isSdk = (value: Window['loyaltylion']): value is LoyaltyLionSdk =>
  typeof value?.init === 'function' &&
  typeof value.on === 'function' &&
  typeof value.authenticateCustomer === 'function' &&
  typeof value.refresh === 'function';

/**
 * Loads the widget's script (loadScriptOnce: never where cards are typed) and initialises it with the
 * site token, once per page; resolves when the widget is ready. A failure is forgotten so a later
 * page may try again.
 */
export const loadLoyaltyWidget = (): Promise<LoyaltyLionSdk> => {
  initialised ??= loadScriptOnce(env.loyaltyScriptUrl).then(
    () =>
      new Promise<LoyaltyLionSdk>((resolve, reject) => {
        const sdk = window.loyaltylion;
        if (!isSdk(sdk)) {
          reject(new Error('The loyalty script did not define window.loyaltylion'));
          return;
        }
        sdk.init({ token: env.loyaltySiteToken });
        sdk.on('ready', () => resolve(sdk));
      }),
  );
  initialised.catch(() => {
    initialised = null;
  });
  return initialised;
};

/**
 * Spec part 1 §4: a signed-in customer is authenticated with the auth block the server signed; an
 * anonymous visitor only gets a refresh. A signing or authentication failure leaves the widget
 * anonymous and throws nothing. `sign` asks the server (src/api's HTTP client, in the shell's
 * chunk); `isCurrent` turns false when the session changed meanwhile.
 */
export const showCustomer = async (
  sdk: LoyaltyLionSdk,
  signedIn: boolean,
  sign: () => Promise<SignedCustomer>,
  isCurrent: () => boolean,
): Promise<void> => {
  if (!signedIn) {
    sdk.refresh();
    return;
  }
  try {
    const signed = await sign();
    if (isCurrent()) await sdk.authenticateCustomer(signed);
  } catch {
    if (isCurrent()) sdk.refresh();
  }
};

/** Tests only. */
export const resetLoyaltyWidgetForTests = (): void => {
  initialised = null;
};
