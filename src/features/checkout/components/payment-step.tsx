import { useRef } from 'react';
import { answerError } from '@/api/errors';
import { notify, notifyError } from '@/lib/notify';
import { safeUrl } from '@/lib/safe-url';
import type { BillingAccount, PaymentMethod } from '@/types/api';
import { useCreateCoinbaseChargeMutation } from '../api';
import type { BillingFields } from '../rules';
import type { PlaceOrder } from '../use-place-order';
import { BillingForm, type BillingFormHandle } from './billing-form';
import { CardForm, type CardFormHandle } from './card-form';
import { OrderActions, type RateGate } from './order-actions';
import { GooglePayWallet, PayPalWallet, WalletSlot } from './wallet-slot';
import { GOOGLE_PAY_UNAVAILABLE, PAYPAL_UNAVAILABLE } from './wallet-text';

export const METHODS: { value: Exclude<PaymentMethod, ''>; label: string }[] = [
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'cmo', label: 'Check/Money Order' },
  { value: 'coinbase', label: 'Bitcoin' },
];

export const COINBASE_FAILED = 'The Bitcoin payment page could not be opened. Please try again.';
/** A wallet token arrived but the different billing address is incomplete: the token is not used. */
export const WALLET_NEEDS_BILLING = 'Please complete the billing address, then pay again.';

type PaymentStepProps = {
  amount: string;
  accounts: BillingAccount[];
  /** Saved accounts are optional: while they load or when they fail, the methods still work. */
  accountsStatus: 'loading' | 'failed' | 'ready';
  method: PaymentMethod;
  billingId: number | null;
  sameAsShipping: boolean;
  defaultCardName: string;
  rate: RateGate;
  order: PlaceOrder;
  onMethod: (method: PaymentMethod) => void;
  onAccount: (id: number) => void;
  onSameAsShipping: (same: boolean) => void;
  onBack: () => void;
};

/** Step 3: payment method or saved account, billing address, Complete Order. */
export const PaymentStep = (props: PaymentStepProps) => {
  const { amount, accounts, method, billingId, sameAsShipping, rate, order } = props;
  const { pending, place } = order;
  const cardRef = useRef<CardFormHandle>(null);
  const billingRef = useRef<BillingFormHandle>(null);
  const busy = useRef(false);
  const [createCharge] = useCreateCoinbaseChargeMutation();
  const usingAccount = billingId !== null;
  // No wallet may take money for a total without its shipping rate, nor a second time after a capture.
  const walletsOpen = rate.status === 'ready' && !order.hasCapturedPayment;

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
      const card =
        method === 'credit_card' && !usingAccount ? await cardRef.current?.collect() : null;
      if (method === 'credit_card' && !usingAccount && !card) return;
      const bill = await billing();
      if (!bill) return;
      if (method === 'coinbase' && !usingAccount) {
        const tab = window.open('', '_blank');
        try {
          const charge = await createCharge().unwrap();
          const hostedUrl = safeUrl(charge.hosted_url);
          if (!charge.status || !hostedUrl) throw answerError(charge);
          if (tab) {
            tab.opener = null;
            tab.location.href = hostedUrl;
          } else {
            window.open(hostedUrl, '_blank', 'noopener');
          }
        } catch (error) {
          tab?.close();
          notifyError(error, COINBASE_FAILED);
          return;
        }
      }
      await place({ method, card: card ?? null, billingForm: bill.form, transactionToken: '' });
    } finally {
      busy.current = false;
    }
  };

  return (
    <div>
      <fieldset className="mb-3">
        <legend className="h6">Payment Method</legend>
        {METHODS.map((option) => (
          <div key={option.value} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="payment-method"
              id={`pay-${option.value}`}
              checked={!usingAccount && method === option.value}
              onChange={() => props.onMethod(option.value)}
            />
            <label className="form-check-label" htmlFor={`pay-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </fieldset>
      {props.accountsStatus === 'loading' && (
        <p role="status" className="text-body-secondary">
          Loading saved payment accounts...
        </p>
      )}
      {props.accountsStatus === 'failed' && (
        <p className="text-body-secondary">
          Your saved payment accounts could not be loaded; you can still pay with a method above.
        </p>
      )}
      {accounts.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h6">Saved Payment Accounts</legend>
          {accounts.map((account) => (
            <div key={account.id} className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="billing-account"
                id={`account-${account.id}`}
                checked={billingId === account.id}
                onChange={() => props.onAccount(account.id)}
              />
              <label className="form-check-label" htmlFor={`account-${account.id}`}>
                {account.card_number ?? 'Saved card'}{' '}
                {account.expiry_date ? `(exp. ${account.expiry_date})` : ''} — {account.first_name}{' '}
                {account.last_name}
              </label>
            </div>
          ))}
        </fieldset>
      )}

      {!usingAccount && method === 'credit_card' && (
        <>
          <CardForm ref={cardRef} defaultName={props.defaultCardName} />
          {walletsOpen && (
            <WalletSlot unavailableText={GOOGLE_PAY_UNAVAILABLE}>
              <GooglePayWallet
                amount={amount}
                onToken={(token) => {
                  void (async () => {
                    const bill = await billing();
                    if (!bill) {
                      notify.error(WALLET_NEEDS_BILLING);
                      return;
                    }
                    // The real API takes a wallet token (Google Pay included) under the wallet method, not as a new card.
                    await place({
                      method: 'paypal',
                      card: null,
                      billingForm: bill.form,
                      transactionToken: token,
                      captured: { wallet: 'Google Pay' },
                    });
                  })();
                }}
              />
            </WalletSlot>
          )}
        </>
      )}
      {!usingAccount && method === 'cmo' && (
        <p className="alert alert-info">
          Please mail your check or money order after placing the order; it ships once payment
          arrives.
        </p>
      )}
      {!usingAccount && method === 'coinbase' && (
        <p className="alert alert-info">
          Complete Order opens a secure Bitcoin payment page in a new tab.
        </p>
      )}

      <fieldset className="mb-3">
        <legend className="h6">Billing Address</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="billing-choice"
            id="billing-same"
            checked={sameAsShipping}
            onChange={() => props.onSameAsShipping(true)}
          />
          <label className="form-check-label" htmlFor="billing-same">
            Same as shipping address
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="billing-choice"
            id="billing-different"
            checked={!sameAsShipping}
            onChange={() => props.onSameAsShipping(false)}
          />
          <label className="form-check-label" htmlFor="billing-different">
            Use a different billing address
          </label>
        </div>
      </fieldset>
      {!sameAsShipping && <BillingForm ref={billingRef} />}

      {!usingAccount && method === 'paypal' && walletsOpen && (
        <WalletSlot unavailableText={PAYPAL_UNAVAILABLE}>
          <PayPalWallet
            amount={amount}
            disabled={pending}
            beforeCreate={async () => (await billing()) !== null}
            onCaptured={async (transactionId, status) => {
              const bill = await billing();
              await place({
                method: 'paypal',
                card: null,
                billingForm: bill?.form ?? null,
                transactionToken: transactionId,
                paymentStatus: status,
                captured: { wallet: 'PayPal', reference: transactionId },
              });
            }}
            onError={(message) => notify.error(message)}
          />
        </WalletSlot>
      )}
      <OrderActions
        rate={rate}
        order={order}
        showComplete={usingAccount || method !== 'paypal'}
        onComplete={() => void complete()}
        onBack={props.onBack}
      />
    </div>
  );
};
