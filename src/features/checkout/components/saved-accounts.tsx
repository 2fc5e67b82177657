import { RadioGroup } from '@/components/form/radio-group';
import { LoadingState } from '@/components/ui/loading-state';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES } from '../messages';

/** The saved payment accounts, chosen instead of a method; optional, so a slow or failed read only says so. */
export const SavedAccounts = () => {
  const { accounts, accountsStatus, retryAccounts, billingId, chooseAccount } =
    useCheckoutContext().payment;
  return (
    <>
      {accountsStatus === 'loading' && (
        <LoadingState
          label={CHECKOUT_MESSAGES.savedAccountsLoading}
          onRetry={retryAccounts}
          className="text-body-secondary"
        />
      )}
      {accountsStatus === 'failed' && (
        <p className="text-body-secondary">{CHECKOUT_MESSAGES.savedAccountsFailed}</p>
      )}
      {accounts.length > 0 && (
        <RadioGroup
          legend="Saved Payment Accounts"
          legendClassName="h6"
          name="billing-account"
          containerClassName="mb-3"
          value={billingId === null ? '' : String(billingId)}
          onChange={(event) => chooseAccount(Number(event.target.value))}
          options={accounts.map((account) => ({
            value: String(account.id),
            label: (
              <>
                {account.card_number ?? 'Saved card'}{' '}
                {account.expiry_date ? `(exp. ${account.expiry_date})` : ''} — {account.first_name}{' '}
                {account.last_name}
              </>
            ),
          }))}
        />
      )}
    </>
  );
};
