import type { Price } from '@/types/api';

export const toAmount = (value: Price | null | undefined): number => {
  const amount =
    typeof value === 'number'
      ? value
      : Number.parseFloat(String(value ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// Intl's format is slow next to a Map lookup, and a listing of 400 products formats two prices a
// card: the strings are cached by amount (a shop has few distinct prices; the cap bounds odd input).
const formatted = new Map<number, string>();
const FORMAT_CACHE_LIMIT = 2000;

/** "$12.50"; currency is USD everywhere (spec §9). */
export const formatMoney = (value: Price | null | undefined): string => {
  const amount = toAmount(value);
  let text = formatted.get(amount);
  if (text === undefined) {
    if (formatted.size >= FORMAT_CACHE_LIMIT) formatted.clear();
    text = usd.format(amount);
    formatted.set(amount, text);
  }
  return text;
};

/** Two decimals, as wallets want it ("12.50"). */
export const toFixed2 = (value: Price | null | undefined): string => toAmount(value).toFixed(2);

/** map_price is struck through only when it differs from sell_price. */
export const hasDiscount = (
  mapPrice: Price | null | undefined,
  sellPrice: Price | null | undefined,
): boolean => Math.abs(toAmount(mapPrice) - toAmount(sellPrice)) >= 0.005;
