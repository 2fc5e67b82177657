import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useLayoutEffect } from 'react';
import { env } from '@/config/env';
import { noteVendorScript } from '@/lib/load-script';
import { CHECKOUT_MESSAGES } from '../messages';

type PayPalWalletProps = {
  /** Order total with two decimals. */
  amount: string;
  disabled?: boolean;
  /** Runs before the PayPal order is created (e.g. billing form checks); false stops it. */
  beforeCreate: () => Promise<boolean>;
  onCaptured: (transactionId: string, status: string) => Promise<void>;
  onError: (message: string) => void;
};

const Buttons = ({ amount, disabled, beforeCreate, onCaptured, onError }: PayPalWalletProps) => {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected)
    return (
      <p role="alert" className="text-danger">
        {CHECKOUT_MESSAGES.paypalUnavailable}
      </p>
    );
  return (
    <>
      {isPending && <p role="status">{CHECKOUT_MESSAGES.loadingButtons}</p>}
      <PayPalButtons
        style={{ layout: 'vertical' }}
        disabled={disabled}
        forceReRender={[amount]}
        createOrder={async (_data, actions) => {
          if (!(await beforeCreate())) throw new Error('Checkout details are incomplete.');
          return actions.order.create({
            intent: 'CAPTURE',
            purchase_units: [{ amount: { currency_code: 'USD', value: amount } }],
          });
        }}
        onApprove={async (_data, actions) => {
          const details = await actions.order?.capture();
          if (!details?.id) {
            onError(CHECKOUT_MESSAGES.paypalUnavailable);
            return;
          }
          await onCaptured(details.id, details.status ?? 'COMPLETED');
        }}
        onError={() => onError(CHECKOUT_MESSAGES.paypalFailed)}
      />
    </>
  );
};

/** PayPal buttons (own chunk, loaded only at checkout). USD, capture, funding per the spec. */
const PayPalWallet = (props: PayPalWalletProps) => {
  // Before the provider's effect adds PayPal's script.
  useLayoutEffect(() => {
    if (env.paypalClientId) noteVendorScript();
  }, []);
  if (!env.paypalClientId)
    return (
      <p role="alert" className="text-danger">
        {CHECKOUT_MESSAGES.paypalUnavailable}
      </p>
    );
  return (
    <PayPalScriptProvider
      options={{
        clientId: env.paypalClientId,
        currency: 'USD',
        intent: 'capture',
        enableFunding: ['venmo', 'card', 'credit', 'paylater', 'applepay', 'googlepay'],
        ...(env.paypalSdkUrl ? { sdkBaseUrl: env.paypalSdkUrl } : {}),
      }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
};

export default PayPalWallet;
