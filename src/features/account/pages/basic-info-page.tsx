import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useGetUserSummaryQuery } from '@/features/auth';
import { AccountLayout } from '../components/account-layout';
import { BasicInfoForm } from '../components/basic-info-form';
import { BASIC_INFO_TEXT } from '../messages';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

/** /BasicInfo: the account's names, e-mail and password, prefilled from the user summary. */
export default function Component() {
  const query = useGetUserSummaryQuery();
  const retry = useRetry(query);
  return (
    <AccountLayout title={BASIC_INFO_TEXT.title}>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError || query.data === null}
        error={query.error}
        errorText={BASIC_INFO_TEXT.loadFailed}
        onRetry={retry}
        loadingText={BASIC_INFO_TEXT.loading}
      >
        {query.data && <BasicInfoForm user={query.data} />}
      </QueryState>
    </AccountLayout>
  );
}

export const handle: RouteHandle = {
  title: 'Basic Info',
  ownHead: true,
  secretEntry: 'password',
};
export const clientLoader = requireAuth;
