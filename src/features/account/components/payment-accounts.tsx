import { useState } from 'react';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useGetBillingAccountsQuery } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { PaymentAccountCard } from './payment-account-card';
import { PaymentAccountDialog } from './payment-account-dialog';

/** The saved payment accounts (the ones checkout step 3 offers: same query, same cache tag). */
export function PaymentAccounts() {
  const query = useGetBillingAccountsQuery();
  const retry = useRetry(query);
  const [adding, setAdding] = useState(false);
  const accounts = query.data ?? [];

  return (
    <section aria-labelledby="payment-accounts-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="payment-accounts-heading" className="h4 mb-0">
          {ACCOUNT_DETAILS_TEXT.accountsHeading}
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {ACCOUNT_DETAILS_TEXT.addAccount}
        </button>
      </div>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={ACCOUNT_DETAILS_TEXT.accountsFailed}
        onRetry={retry}
        loadingText={ACCOUNT_DETAILS_TEXT.accountsLoading}
        isEmpty={accounts.length === 0}
        emptyText={ACCOUNT_DETAILS_TEXT.noAccounts}
      >
        <ul className="list-unstyled mb-0">
          {accounts.map((account) => (
            <PaymentAccountCard key={account.id} account={account} />
          ))}
        </ul>
      </QueryState>
      {adding && <PaymentAccountDialog onHide={() => setAdding(false)} />}
    </section>
  );
}
