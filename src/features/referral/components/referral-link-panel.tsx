import { useRetry } from '@/api/use-retry';
import { CopyField } from '@/components/ui/copy-field';
import { QueryState } from '@/components/ui/query-state';
import { useGetReferralLinkQuery } from '../api';
import { REFERRAL_LINK_TEXT as TEXT } from '../messages';
import { referralLink } from '../referral-link';
import { ShareButtons } from './share-buttons';

/**
 * A signed-in customer's referral link (GET /refferal/link) with Copy, Share on Facebook, Share via
 * E-mail and the Web Share API where the browser has it: the loyalty dialog's refer friends tab and
 * the /refer-a-friend page both show this one.
 */
export function ReferralLinkPanel() {
  const query = useGetReferralLinkQuery();
  const retry = useRetry(query);
  const code = query.data?.code?.trim();

  return (
    <div className="referral-link-panel">
      <p>{TEXT.intro}</p>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        errorText={TEXT.failed}
        loadingText={TEXT.loading}
        isEmpty={!code}
        emptyText={TEXT.noCode}
        onRetry={retry}
      >
        {code && (
          <>
            <CopyField
              label={TEXT.linkLabel}
              value={referralLink(code)}
              copyLabel={TEXT.copy}
              copiedText={TEXT.copied}
            />
            <ShareButtons link={referralLink(code)} />
          </>
        )}
      </QueryState>
    </div>
  );
}
