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

/** "41" → "42", exact for any number of digits: a double holds 15 exactly, BigInt (slow) the rest. */
const nextWhole = (digits: string): string =>
  digits.length <= 15 ? String(Number(digits) + 1) : String(BigInt(digits) + BigInt(1));

/**
 * A non-negative amount as whole dollars and cents (digit strings), rounded as Intl rounds: half away
 * from zero, on the shortest decimal that reads back as the same number ("1.005", not the double's
 * 1.00499999...). String arithmetic: exact for every amount, and cheap enough for a listing's 800 prices.
 */
const toDollarsAndCents = (amount: number): [dollars: string, cents: string] => {
  const text = String(amount);
  // Exponent notation: below 1e-6 (no cents) or from 1e21 on (a whole number).
  if (text.includes('e')) return amount < 1 ? ['0', '00'] : [BigInt(amount).toString(), '00'];
  const [whole, fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  const cents = Number(digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  if (cents === 100) return [nextWhole(whole), '00'];
  return [whole, String(cents).padStart(2, '0')];
};

/**
 * "$12.50", "-$3.00", "$1,234.50": what Intl.NumberFormat('en-US', USD) writes (money.test.ts compares
 * them), by arithmetic. Intl's first formatter costs ~25 ms of ICU set-up on a fast machine, during
 * the first render; and a listing of 400 products formats two prices a card. Currency is USD
 * everywhere (spec §9).
 */
export const formatMoney = (value: Price | null | undefined): string => {
  const amount = toAmount(value);
  const [dollars, cents] = toDollarsAndCents(Math.abs(amount));
  const sign = amount < 0 && (dollars !== '0' || cents !== '00') ? '-' : '';
  return `${sign}$${withThousands(dollars)}.${cents}`;
};

/** Two decimals, as wallets want it ("12.50"). */
export const toFixed2 = (value: Price | null | undefined): string => toAmount(value).toFixed(2);

/** map_price is struck through only when it differs from sell_price. */
export const hasDiscount = (
  mapPrice: Price | null | undefined,
  sellPrice: Price | null | undefined,
): boolean => Math.abs(toAmount(mapPrice) - toAmount(sellPrice)) >= 0.005;
