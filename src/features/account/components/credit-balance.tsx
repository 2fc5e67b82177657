import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useSignedInOnly } from '@/features/auth';
import { formatMoney } from '@/lib/money';
import { useGetCreditsTotalQuery } from '../api';
import { ACCOUNT_NAV_TEXT } from '../messages';

/** The account's credit balance (GET /get/credits/total, api-notes 3.5); spending it is checkout's part. */
export function CreditBalance() {
  const query = useGetCreditsTotalQuery(undefined, useSignedInOnly());
  const retry = useRetry(query);
  const { data, isLoading, isError } = query;
  return (
    <div className="account-credit border rounded p-3 mt-3">
      <QueryState
        isLoading={isLoading}
        isError={isError}
        loadingText={ACCOUNT_NAV_TEXT.creditLoading}
        errorText={ACCOUNT_NAV_TEXT.creditFailed}
        onRetry={retry}
      >
        {data && (
          <p className="mb-0">
            {ACCOUNT_NAV_TEXT.credit}: <strong>{formatMoney(data.data)}</strong>
          </p>
        )}
      </QueryState>
    </div>
  );
}
