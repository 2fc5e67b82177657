import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CHECKOUT_MESSAGES } from '../messages';
import { lazyPart } from '@/lib/lazy-part';

const WalletUnavailable = ({ text }: { text: string }) => (
  <p role="alert" className="text-danger small">
    {text}
  </p>
);

/**
 * A wallet's part (docs/performance.md: the one lazy helper). A chunk that cannot be fetched
 * (offline, a new deploy) becomes its "not available" line, quietly: the other ways to pay remain.
 */
const lazyWallet = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  text: string,
) =>
  lazyPart<P>(() =>
    load().then(
      (module) => module.default,
      () => () => <WalletUnavailable text={text} />,
    ),
  ).Component;

// The SDKs are separate chunks, fetched only when a wallet is shown at checkout.
export const PayPalWallet = lazyWallet(
  () => import('./paypal-wallet'),
  CHECKOUT_MESSAGES.paypalUnavailable,
);
export const GooglePayWallet = lazyWallet(
  () => import('./google-pay-wallet'),
  CHECKOUT_MESSAGES.googlePayUnavailable,
);

type WalletSlotProps = { unavailableText: string; children: ReactNode };

/** A wallet SDK that throws while rendering takes down only its own buttons, not the payment step. */
export const WalletSlot = ({ unavailableText, children }: WalletSlotProps) => (
  <ErrorBoundary fallback={<WalletUnavailable text={unavailableText} />}>
    <Suspense fallback={<p role="status">{CHECKOUT_MESSAGES.loadingButtons}</p>}>
      {children}
    </Suspense>
  </ErrorBoundary>
);
