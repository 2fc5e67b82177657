import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { getErrorMessage } from '@/api/errors';
import { useRetry } from '@/api/use-retry';
import { FormAlert } from '@/components/form/form-alert';
import { QueryState } from '@/components/ui/query-state';
import type { Reward } from '@/types/api';
import { useAddRewardMutation, useGetRewardsQuery } from '../api';
import { listOutcome } from '../list-query';
import { selectPointsTotal, voucherRedeemed } from '../loyalty-slice';
import { REWARDS_TEXT as TEXT } from '../messages';
import { RewardItem } from './reward-item';
import { VoucherDialog } from './voucher-dialog';

/** Spec §2.8/§4 Get rewards: each reward with Get Rewards or More Points Needed; redeem → voucher. */
export function RewardsTab() {
  const dispatch = useAppDispatch();
  const points = useAppSelector(selectPointsTotal) ?? 0;
  const query = useGetRewardsQuery();
  const retry = useRetry(query);
  const { rows, failed } = listOutcome(query);
  const [addReward] = useAddRewardMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<{ code: string; reward: Reward } | null>(null);
  const [voucherOpen, setVoucherOpen] = useState(false);

  const redeem = async (reward: Reward) => {
    if (pendingId !== null) return;
    setPendingId(reward.id);
    setFailure(null);
    try {
      const answer = await addReward({ reward_id: reward.id }).unwrap();
      const code = answer.voucher?.trim();
      // Never a made-up code: without one the customer is told, not shown a placeholder.
      if (!code) {
        setFailure(TEXT.noVoucher);
        return;
      }
      dispatch(voucherRedeemed({ voucher: code, reward }));
      setVoucher({ code, reward });
      setVoucherOpen(true);
    } catch (error) {
      setFailure(getErrorMessage(error, TEXT.redeemFailed));
    } finally {
      setPendingId(null);
    }
  };

  return (
    <>
      <FormAlert message={failure ?? undefined} />
      <QueryState
        isLoading={query.isLoading}
        isError={failed}
        errorText={TEXT.failed}
        loadingText={TEXT.loading}
        isEmpty={rows.length === 0}
        emptyText={TEXT.empty}
        onRetry={retry}
      >
        <ul className="reward-list list-unstyled mb-0">
          {rows.map((reward) => (
            <RewardItem
              key={reward.id}
              reward={reward}
              affordable={reward.require_points <= points}
              pending={pendingId === reward.id}
              busy={pendingId !== null}
              onRedeem={(chosen) => void redeem(chosen)}
            />
          ))}
        </ul>
      </QueryState>
      {voucher && (
        <VoucherDialog
          show={voucherOpen}
          code={voucher.code}
          heading={voucher.reward.heading}
          onHide={() => setVoucherOpen(false)}
        />
      )}
    </>
  );
}
