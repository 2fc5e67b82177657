import { clsx } from 'clsx';
import { formatMoney, hasDiscount } from '@/lib/money';
import type { Price } from '@/types/api';

export type ProductPriceProps = {
  mapPrice: Price | null | undefined;
  sellPrice: Price | null | undefined;
  className?: string;
};

/**
 * Sell price, with map_price struck through only when the two differ (spec §2.3). A `live-price`: the
 * prerendered page hides it until this visit's answers are in (src/styles/global.css).
 */
export function ProductPrice({ mapPrice, sellPrice, className }: ProductPriceProps) {
  const discounted = hasDiscount(mapPrice, sellPrice);
  return (
    <p
      className={clsx(
        'product-price live-price d-flex flex-wrap align-items-baseline gap-2 mb-1',
        className,
      )}
    >
      {discounted && (
        <del className="product-price__map text-body-secondary">
          <span className="visually-hidden">Original price </span>
          <span>{formatMoney(mapPrice)}</span>
        </del>
      )}
      {/* Out of the flex flow (absolutely placed), so no gap opens before the price. */}
      {discounted && <span className="visually-hidden">Sale price </span>}
      <span className="product-price__sell fw-bold">{formatMoney(sellPrice)}</span>
    </p>
  );
}
