import { useAppSelector } from '@/app/hooks';
import { selectPointsTotal } from '@/features/loyalty';
import { selectShowPointsBadge } from './header-selectors';

/** Loyalty points of a signed-in customer; nothing for guests (spec §2.2). */
export function PointsBadge() {
  const show = useAppSelector(selectShowPointsBadge);
  const points = useAppSelector(selectPointsTotal);
  if (!show) return null;
  const known = typeof points === 'number';
  return (
    <span className="points-badge" data-testid="points-badge">
      {known ? (
        <>
          <span className="points-badge__value">{points.toLocaleString('en-US')}</span> points
        </>
      ) : (
        'Points loading'
      )}
    </span>
  );
}
