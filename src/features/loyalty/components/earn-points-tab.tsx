import { useState } from 'react';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { notify, notifyError } from '@/lib/notify';
import { safeUrl } from '@/lib/safe-url';
import type { EarningOpportunity } from '@/types/api';
import { useAddEarnPointsMutation, useGetEarningsQuery } from '../api';
import { earningKind } from '../earning-kind';
import { EARN_TEXT as TEXT } from '../messages';
import { BirthdayDialog } from './birthday-dialog';
import { EarningItem } from './earning-item';
import { PurchaseDialog } from './purchase-dialog';

type EarnPointsTabProps = { onRefer: () => void; onLeave: () => void };

/** Spec §2.8 Earn Points: each opportunity with its icon, points and button. */
export function EarnPointsTab({ onRefer, onLeave }: EarnPointsTabProps) {
  const query = useGetEarningsQuery();
  const retry = useRetry(query);
  const [addEarnPoints] = useAddEarnPointsMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  // The chosen item stays set while its dialog fades out, so the dialog's text does not change.
  const [selected, setSelected] = useState<EarningOpportunity | null>(null);
  const [dialog, setDialog] = useState<'purchase' | 'birthday' | null>(null);
  const earnings = query.data ?? [];

  const claimSocial = async (earning: EarningOpportunity) => {
    const link = safeUrl(earning.link);
    if (link) window.open(link, '_blank', 'noopener,noreferrer');
    setPendingId(earning.id);
    try {
      const answer = await addEarnPoints({ earning_id: earning.id }).unwrap();
      notify.success(answer.message ?? TEXT.earned);
    } catch (error) {
      notifyError(error, TEXT.earnFailed);
    } finally {
      setPendingId(null);
    }
  };

  const onAction = (earning: EarningOpportunity) => {
    const kind = earningKind(earning);
    if (kind === 'purchase' || kind === 'birthday') {
      setSelected(earning);
      setDialog(kind);
    } else if (kind === 'refer') onRefer();
    else if (pendingId === null) void claimSocial(earning);
  };

  return (
    <>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={TEXT.failed}
        loadingText={TEXT.loading}
        isEmpty={earnings.length === 0}
        emptyText={TEXT.empty}
        onRetry={retry}
      >
        <ul className="earning-list list-unstyled mb-0">
          {earnings.map((earning) => (
            <EarningItem
              key={earning.id}
              earning={earning}
              pending={pendingId === earning.id}
              onAction={onAction}
              onLeave={onLeave}
            />
          ))}
        </ul>
      </QueryState>
      <PurchaseDialog
        show={dialog === 'purchase'}
        points={selected?.points ?? 0}
        onHide={() => setDialog(null)}
        onLeave={onLeave}
      />
      {selected && (
        <BirthdayDialog
          show={dialog === 'birthday'}
          earningId={selected.id}
          onHide={() => setDialog(null)}
        />
      )}
    </>
  );
}
