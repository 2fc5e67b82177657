import type { Price } from '@/types/api';

export const toAmount = (value: Price | null | undefined): number => {
  const amount =
    typeof value === 'number'
      ? value
      : Number.parseFloat(String(value ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
};

/** "1234567" → "1,234,567". */
const withThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const HUNDRED = BigInt(100);

/**
 * A non-negative amount in whole cents, rounded as Intl rounds: half away from zero, on the shortest
 * decimal that reads back as the same number ("1.005", not the double's 1.00499999...).
 */
const toCents = (amount: number): bigint => {
  const text = String(amount);
  // Exponent notation: below 1e-6 (no cents) or from 1e21 on (a whole number).
  if (text.includes('e')) return amount < 1 ? BigInt(0) : BigInt(amount) * HUNDRED;
  const [whole, fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  const cents = BigInt(whole) * HUNDRED + BigInt(digits.slice(0, 2));
  return digits[2] >= '5' ? cents + BigInt(1) : cents;
};

/**
 * "$12.50", "-$3.00", "$1,234.50": what Intl.NumberFormat('en-US', USD) writes (money.test.ts compares
 * them), by arithmetic. Intl's first formatter costs ~25 ms of ICU set-up on a fast machine, during
 * the first render; and a listing of 400 products formats two prices a card. Currency is USD
 * everywhere (spec §9).
 */
export const formatMoney = (value: Price | null | undefined): string => {
  const amount = toAmount(value);
  const cents = toCents(Math.abs(amount));
  const sign = amount < 0 && cents > BigInt(0) ? '-' : '';
  const fraction = String(cents % HUNDRED).padStart(2, '0');
  return `${sign}$${withThousands(String(cents / HUNDRED))}.${fraction}`;
};

/** Two decimals, as wallets want it ("12.50"). */
export const toFixed2 = (value: Price | null | undefined): string => toAmount(value).toFixed(2);

/** map_price is struck through only when it differs from sell_price. */
export const hasDiscount = (
  mapPrice: Price | null | undefined,
  sellPrice: Price | null | undefined,
): boolean => Math.abs(toAmount(mapPrice) - toAmount(sellPrice)) >= 0.005;
