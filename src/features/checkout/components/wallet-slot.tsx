import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CHECKOUT_MESSAGES } from '../messages';

const WalletUnavailable = ({ text }: { text: string }) => (
  <p role="alert" className="text-danger small">
    {text}
  </p>
);

/** A wallet chunk that cannot be fetched (offline, a new deploy) becomes its "not available" line. */
const lazyWallet = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  text: string,
) =>
  lazy(() =>
    load().catch(() => ({
      default: (() => <WalletUnavailable text={text} />) as ComponentType<P>,
    })),
  );

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
