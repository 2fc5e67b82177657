import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';
import { useGetCreditsTotalQuery } from '../api';
import { ACCOUNT_NAV_TEXT } from '../messages';

/** The account's credit balance (GET /get/credits/total, api-notes 3.5); spending it is checkout's part. */
export function CreditBalance() {
  const { data, isLoading, isError } = useGetCreditsTotalQuery();
  return (
    <div className="account-credit border rounded p-3 mt-3">
      {isLoading ? (
        <Spinner size="sm" label={ACCOUNT_NAV_TEXT.creditLoading} className="py-0" />
      ) : isError || !data ? (
        <p className="small text-body-secondary mb-0">{ACCOUNT_NAV_TEXT.creditFailed}</p>
      ) : (
        <p className="mb-0">
          {ACCOUNT_NAV_TEXT.credit}: <strong>{formatMoney(data.data)}</strong>
        </p>
      )}
    </div>
  );
}
