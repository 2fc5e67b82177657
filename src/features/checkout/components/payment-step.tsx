import { useRef } from 'react';
import { answerError } from '@/api/errors';
import { RadioGroup } from '@/components/form/radio-group';
import { formatMoney } from '@/lib/money';
import { notify, notifyError } from '@/lib/notify';
import { safeUrl } from '@/lib/safe-url';
import { env } from '@/config/env';
import type { PaymentMethod, ShippingAddress } from '@/types/api';
import { useCreateCoinbaseChargeMutation } from '../api';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES } from '../messages';
import { creditSplit, isBitcoinPaymentUrl, type BillingFields } from '../rules';
import { BillingForm, type BillingFormHandle } from './billing-form';
import { CardForm, type CardFormHandle } from './card-form';
import { CreditPayment } from './credit-payment';
import { OrderActions } from './order-actions';
import { SavedAccounts } from './saved-accounts';
import { GooglePayWallet, PayPalWallet, WalletSlot } from './wallet-slot';

type MethodOption = { value: Exclude<PaymentMethod, ''>; label: string };

export const METHODS: MethodOption[] = [
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'cmo', label: 'Check/Money Order' },
  { value: 'coinbase', label: 'Bitcoin' },
];

/** Account Credits only with a balance, Net 30 only for an account the API marks net_thirty. */
const methodOptions = (credit: number, netThirty: boolean): MethodOption[] => [
  ...METHODS,
  ...(credit > 0
    ? [{ value: 'credits' as const, label: `Account Credits (${formatMoney(credit)})` }]
    : []),
  ...(netThirty ? [{ value: 'net_thirty' as const, label: 'Net 30' }] : []),
];

const BILLING_CHOICES = [
  { value: 'same', label: 'Same as shipping address' },
  { value: 'different', label: 'Use a different billing address' },
];

/** Step 3: payment method or saved account, billing address, Complete Order. */
export const PaymentStep = ({ address }: { address: ShippingAddress }) => {
  const { payment, rate, order } = useCheckoutContext();
  const { amount, total, credit, method, billingId, sameAsShipping } = payment;
  const { pending, place } = order;
  const cardRef = useRef<CardFormHandle>(null);
  const billingRef = useRef<BillingFormHandle>(null);
  const busy = useRef(false);
  const [createCharge] = useCreateCoinbaseChargeMutation();
  const usingAccount = billingId !== null;
  // No wallet may take money for a total without its shipping rate, nor a second time after a capture.
  const walletsOpen = rate.status === 'ready' && !order.hasCapturedPayment;
  const options = methodOptions(credit, payment.netThirty);
  const usingCredit = !usingAccount && method === 'credits';
  const partial = usingCredit && creditSplit(credit, total).due > 0;
  // Bitcoin is left out for the rest: its charge (POST /coin-base, no body) cannot be told the amount.
  const restOptions = options.filter(({ value }) => value !== 'credits' && value !== 'coinbase');
  /** The method that takes the money: '' for a saved account, the rest's method with a partial credit. */
  const charged: PaymentMethod = usingAccount ? '' : partial ? payment.restMethod : method;

  /** The billing form, when used, must be complete; null means stop. */
  const billing = async (): Promise<{ form: BillingFields | null } | null> => {
    if (sameAsShipping) return { form: null };
    const form = (await billingRef.current?.collect()) ?? null;
    return form ? { form } : null;
  };

  const complete = async () => {
    if (busy.current || pending || rate.status !== 'ready') return;
    busy.current = true;
    try {
      const card = charged === 'credit_card' ? await cardRef.current?.collect() : null;
      if (charged === 'credit_card' && !card) return;
      const bill = await billing();
      if (!bill) return;
      if (charged === 'coinbase') {
        const tab = window.open('', '_blank');
        try {
          const charge = await createCharge().unwrap();
          const hostedUrl = safeUrl(charge.hosted_url);
          if (!charge.status || !hostedUrl) throw answerError(charge);
          if (!isBitcoinPaymentUrl(hostedUrl, env.bitcoinPaymentHost)) {
            tab?.close();
            notify.error(CHECKOUT_MESSAGES.bitcoinHostRefused);
            return;
          }
          if (tab) {
            tab.opener = null;
            tab.location.href = hostedUrl;
          } else {
            window.open(hostedUrl, '_blank', 'noopener');
          }
        } catch (error) {
          tab?.close();
          notifyError(error, CHECKOUT_MESSAGES.coinbaseFailed);
          return;
        }
      }
      await place({
        method: charged,
        card: card ?? null,
        billingForm: bill.form,
        transactionToken: '',
      });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div>
      <RadioGroup
        legend="Payment Method"
        legendClassName="h6"
        name="payment-method"
        containerClassName="mb-3"
        value={usingAccount ? '' : method}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) payment.chooseMethod(chosen.value);
        }}
        options={options}
      />
      <SavedAccounts />

      {usingCredit && <CreditPayment restOptions={restOptions} />}

      {charged === 'credit_card' && (
        <>
          <CardForm
            ref={cardRef}
            defaultName={`${address.first_name} ${address.last_name}`.trim()}
          />
          {walletsOpen && (
            <WalletSlot unavailableText={CHECKOUT_MESSAGES.googlePayUnavailable}>
              <GooglePayWallet
                amount={amount}
                onToken={(token) => {
                  void (async () => {
                    const bill = await billing();
                    if (!bill) {
                      notify.error(CHECKOUT_MESSAGES.walletNeedsBilling);
                      return;
                    }
                    // The real API takes a wallet token (Google Pay included) under the wallet method, not as a new card.
                    await place({
                      method: 'paypal',
                      card: null,
                      billingForm: bill.form,
                      transactionToken: token,
                      captured: { wallet: 'Google Pay', amount },
                    });
                  })();
                }}
              />
            </WalletSlot>
          )}
        </>
      )}
      {charged === 'cmo' && <p className="alert alert-info">{CHECKOUT_MESSAGES.cmoNote}</p>}
      {charged === 'coinbase' && (
        <p className="alert alert-info">{CHECKOUT_MESSAGES.coinbaseNote}</p>
      )}
      {charged === 'net_thirty' && (
        <p className="alert alert-info">{CHECKOUT_MESSAGES.netThirtyNote}</p>
      )}

      <RadioGroup
        legend="Billing Address"
        legendClassName="h6"
        name="billing-choice"
        containerClassName="mb-3"
        value={sameAsShipping ? 'same' : 'different'}
        onChange={(event) => payment.setSameAsShipping(event.target.value === 'same')}
        options={BILLING_CHOICES}
      />
      {!sameAsShipping && <BillingForm ref={billingRef} />}

      {charged === 'paypal' && walletsOpen && (
        <WalletSlot unavailableText={CHECKOUT_MESSAGES.paypalUnavailable}>
          <PayPalWallet
            amount={amount}
            disabled={pending}
            beforeCreate={async () => (await billing()) !== null}
            onCaptured={async (transactionId, status) => {
              // The money is taken: nothing may stop the order (and its kept payment) from here.
              const bill = await billing().catch(() => null);
              await place({
                method: 'paypal',
                card: null,
                billingForm: bill?.form ?? null,
                transactionToken: transactionId,
                paymentStatus: status,
                captured: { wallet: 'PayPal', reference: transactionId, amount },
              });
            }}
            onError={(message) => notify.error(message)}
          />
        </WalletSlot>
      )}
      <OrderActions showComplete={charged !== 'paypal'} onComplete={() => void complete()} />
    </div>
  );
};
