import { Suspense, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { LoyaltyDialog, selectPointsTotal } from '@/features/loyalty';
import { selectShowPointsBadge } from './header-selectors';
import { formatCount } from '@/lib/number-text';

/**
 * Loyalty points of a signed-in customer; nothing for guests (spec §2.2). It opens the loyalty dialog;
 * the number comes from the user summary, which every points-changing action refreshes (refreshPoints).
 */
export function PointsBadge() {
  const show = useAppSelector(selectShowPointsBadge);
  const points = useAppSelector(selectPointsTotal);
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing plays the exit and gives focus back to the badge.
  const [opened, setOpened] = useState(false);
  if (!show) return null;
  const known = typeof points === 'number';
  return (
    <>
      <button
        type="button"
        className="points-badge"
        data-testid="points-badge"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {known ? (
          <>
            <span className="points-badge__value">{formatCount(points)}</span> points
          </>
        ) : (
          'Points loading'
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LoyaltyDialog show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
