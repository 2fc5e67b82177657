import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useGetUserSummaryQuery } from '@/features/auth';
import { AccountLayout } from '../components/account-layout';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { EMAIL_PREFERENCES_TEXT } from '../messages';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

/** /EmailPreferences: newsletter and review e-mails, and the address they go to. */
export default function Component() {
  const query = useGetUserSummaryQuery();
  const retry = useRetry(query);
  return (
    <AccountLayout title={EMAIL_PREFERENCES_TEXT.title}>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError || query.data === null}
        error={query.error}
        errorText={EMAIL_PREFERENCES_TEXT.loadFailed}
        onRetry={retry}
        loadingText={EMAIL_PREFERENCES_TEXT.loading}
      >
        {query.data && <EmailPreferencesForm user={query.data} />}
      </QueryState>
    </AccountLayout>
  );
}

export const handle: RouteHandle = { title: 'Email Preferences', ownHead: true };
export const clientLoader = requireAuth;
