import type { Price } from '@/types/api';

export const toAmount = (value: Price | null | undefined): number => {
  const amount =
    typeof value === 'number'
      ? value
      : Number.parseFloat(String(value ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
};

let usd: Intl.NumberFormat | undefined;

/**
 * "$12.50", "-$3.00", "$1,234.50". Currency is USD everywhere (spec §9). Created on first use and
 * reused: building a formatter costs ICU set-up, and a listing formats two prices a card.
 * signDisplay 'negative' keeps amounts that round to zero from reading "-$0.00".
 */
export const formatMoney = (value: Price | null | undefined): string => {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
  });
  return usd.format(toAmount(value));
};

/** Two decimals, as wallets want it ("12.50"). */
export const toFixed2 = (value: Price | null | undefined): string => toAmount(value).toFixed(2);

/** map_price is struck through only when it differs from sell_price. */
export const hasDiscount = (
  mapPrice: Price | null | undefined,
  sellPrice: Price | null | undefined,
): boolean => Math.abs(toAmount(mapPrice) - toAmount(sellPrice)) >= 0.005;
