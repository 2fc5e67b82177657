import type { BillingAccount } from '@/types/api';
import { useSignedInOnly } from '@/features/auth';
import { useGetBillingAccountsQuery } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { PaymentAccountCard } from './payment-account-card';
import { PaymentAccountDialog } from './payment-account-dialog';
import { SavedListSection } from './saved-list-section';

/** The saved payment accounts (the ones checkout step 3 offers: same query, same cache tag). */
export function PaymentAccounts() {
  return (
    <SavedListSection<BillingAccount>
      id="payment-accounts-heading"
      heading={ACCOUNT_DETAILS_TEXT.accountsHeading}
      addLabel={ACCOUNT_DETAILS_TEXT.addAccount}
      query={useGetBillingAccountsQuery(undefined, useSignedInOnly())}
      texts={{
        failed: ACCOUNT_DETAILS_TEXT.accountsFailed,
        loading: ACCOUNT_DETAILS_TEXT.accountsLoading,
        empty: ACCOUNT_DETAILS_TEXT.noAccounts,
      }}
      renderItem={(account) => <PaymentAccountCard key={account.id} account={account} />}
      renderAddDialog={(onHide) => <PaymentAccountDialog onHide={onHide} />}
    />
  );
}
