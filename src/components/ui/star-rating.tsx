import { clsx } from 'clsx';
import './star-rating.css';

export type StarRatingProps = {
  value: number;
  outOf?: number;
  /** Star size in px. */
  size?: number;
  className?: string;
};

/** How a rating reads aloud: '4.5 out of 5 stars' (shared with the rating input). */
export const ratingText = (value: number, outOf = 5): string =>
  `${Math.round(value * 10) / 10} out of ${outOf} stars`;

/** Read-only fractional stars announced as "4.5 out of 5 stars". */
export function StarRating({ value, outOf = 5, size = 18, className }: StarRatingProps) {
  const rating = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), outOf);
  const stars = '★'.repeat(outOf);
  return (
    <span
      role="img"
      aria-label={ratingText(rating, outOf)}
      className={clsx('star-rating', className)}
      style={{ fontSize: `${size}px` }}
    >
      <span className="star-rating__base" aria-hidden="true">
        {stars}
      </span>
      <span
        className="star-rating__fill"
        aria-hidden="true"
        style={{ width: `${(rating / outOf) * 100}%` }}
      >
        {stars}
      </span>
    </span>
  );
}
