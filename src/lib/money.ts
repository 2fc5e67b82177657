import type { Price } from '@/types/api';
import { formatUsd } from './number-text';

export const toAmount = (value: Price | null | undefined): number => {
  const amount =
    typeof value === 'number'
      ? value
      : Number.parseFloat(String(value ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
};

/** "$12.50", "-$3.00", "$1,234.50". Currency is USD everywhere (spec §9). */
export const formatMoney = (value: Price | null | undefined): string => formatUsd(toAmount(value));

/** Two decimals, as wallets want it ("12.50"). */
export const toFixed2 = (value: Price | null | undefined): string => toAmount(value).toFixed(2);

/** map_price is struck through only when it differs from sell_price. */
export const hasDiscount = (
  mapPrice: Price | null | undefined,
  sellPrice: Price | null | undefined,
): boolean => Math.abs(toAmount(mapPrice) - toAmount(sellPrice)) >= 0.005;
