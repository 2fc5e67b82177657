import { StatusButton } from '@/components/ui/status-button';
import type { Reward } from '@/types/api';
import { REWARDS_TEXT as TEXT } from '../messages';

type RewardItemProps = {
  reward: Reward;
  affordable: boolean;
  pending: boolean;
  /** Another reward is being redeemed: one at a time. */
  busy: boolean;
  onRedeem: (reward: Reward) => void;
};

export function RewardItem({ reward, affordable, pending, busy, onRedeem }: RewardItemProps) {
  const headingId = `reward-${reward.id}`;
  return (
    <li className="reward-item" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className="h6 mb-0">
          {reward.heading}
        </h3>
        <p className="mb-0 small">{TEXT.requires(reward.require_points)}</p>
      </div>
      <StatusButton
        variant={affordable ? 'primary' : 'outline-secondary'}
        size="sm"
        pending={pending}
        disabled={!affordable || busy}
        aria-describedby={headingId}
        onClick={() => onRedeem(reward)}
      >
        {affordable ? TEXT.redeem : TEXT.morePoints}
      </StatusButton>
    </li>
  );
}
