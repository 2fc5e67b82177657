import { fromCents, toCents } from './money';
import { discountCents, type Discount } from './promo';

/**
 * Auto-ship is offered on orders over $49.99 (spec part 2 §9), measured after the discount. "Over"
 * is strict: $49.99 itself is not eligible, the first eligible order is $50.00.
 */
export const AUTO_SHIP_MIN_SUBTOTAL = 49.99;

/** What an order of `total` dollars lacks to be over $49.99 (0 when it is). */
export const autoShipShortfall = (total: number): number =>
  fromCents(Math.max(0, toCents(AUTO_SHIP_MIN_SUBTOTAL) + 1 - toCents(total)));

/** The discounted sell price applies from min_quantity units; below that the list (map) price. */
export const unitPrice = (
  product: { sell_price: number; map_price: number; min_quantity?: number | null },
  qty: number,
): number => (qty >= (product.min_quantity ?? 1) ? product.sell_price : product.map_price);

export type TotalsInput = {
  lines: { unit_price: number; qty: number }[];
  discount: Discount | null;
  /** a flat discount (referral) used only when no promo is applied */
  fallbackDiscount?: Discount | null;
};

export type CartTotals = {
  sub_total: number;
  discount: number;
  total: number;
  auto_ship: boolean;
  /** what is missing to reach auto-ship eligibility (0 when eligible) */
  auto_ship_amount: number;
};

export const lineSubTotal = (unit: number, qty: number): number => fromCents(toCents(unit) * qty);

export const cartTotals = ({
  lines,
  discount,
  fallbackDiscount = null,
}: TotalsInput): CartTotals => {
  const subCents = lines.reduce(
    (sum, line) => sum + toCents(line.unit_price) * Math.max(0, Math.floor(line.qty)),
    0,
  );
  const offCents = discountCents(discount ?? fallbackDiscount, subCents);
  const sub_total = fromCents(subCents);
  const totalCents = Math.max(0, subCents - offCents);
  const total = fromCents(totalCents);
  const shortfall = autoShipShortfall(total);
  return {
    sub_total,
    discount: fromCents(offCents),
    total,
    auto_ship: shortfall === 0,
    auto_ship_amount: shortfall,
  };
};
