import GooglePayButton from '@google-pay/button-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { env } from '@/config/env';
import { noteVendorScript } from '@/lib/load-script';
import { CHECKOUT_MESSAGES } from '../messages';
/** pay.js gives no callback when it neither loads nor fails (blocked network): stop waiting then. */
const LOAD_TIMEOUT_MS = 15000;

type GooglePayWalletProps = { amount: string; onToken: (token: string) => void };

/** Google Pay sheet (own chunk): configured environment (TEST by default), USD, US; the token becomes transaction_token. */
const GooglePayWallet = ({ amount, onToken }: GooglePayWalletProps) => {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(
    env.googlePayMerchantId ? 'loading' : 'failed',
  );

  // Before the button's effect adds Google's pay.js.
  useLayoutEffect(() => {
    if (env.googlePayMerchantId) noteVendorScript();
  }, []);

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('failed'), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'failed')
    return (
      <p role="alert" className="text-danger small">
        {CHECKOUT_MESSAGES.googlePayUnavailable}
      </p>
    );
  return (
    <div>
      {state === 'loading' && <p role="status">{CHECKOUT_MESSAGES.loadingButtons}</p>}
      <GooglePayButton
        environment={env.googlePayEnvironment}
        buttonType="pay"
        paymentRequest={{
          apiVersion: 2,
          apiVersionMinor: 0,
          allowedPaymentMethods: [
            {
              type: 'CARD',
              parameters: {
                allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                allowedCardNetworks: ['AMEX', 'DISCOVER', 'INTERAC', 'JCB', 'MASTERCARD', 'VISA'],
              },
              tokenizationSpecification: {
                type: 'PAYMENT_GATEWAY',
                parameters: {
                  gateway: env.googlePayGateway,
                  gatewayMerchantId: env.googlePayGatewayMerchantId,
                },
              },
            },
          ],
          merchantInfo: { merchantId: env.googlePayMerchantId, merchantName: 'Apricot Power' },
          transactionInfo: {
            totalPriceStatus: 'FINAL',
            totalPriceLabel: 'Total',
            totalPrice: amount,
            currencyCode: 'USD',
            countryCode: 'US',
          },
        }}
        onReadyToPayChange={() => setState('ready')}
        onError={() => setState('failed')}
        onLoadPaymentData={(paymentData) =>
          onToken(paymentData.paymentMethodData.tokenizationData.token)
        }
      />
    </div>
  );
};

export default GooglePayWallet;
