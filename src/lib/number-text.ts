/**
 * Numbers as en-US writes them, without Intl: a page's first Intl.NumberFormat (toLocaleString
 * builds one too) loads ICU's number and currency data, 170-190 ms at 4x CPU in the first render of
 * every page showing a price (`npm run bench -- --profile`). The tests hold both to Intl's output.
 */

/** "1234567" → "1,234,567". */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A whole count ("12,500 points"); anything else as `toLocaleString('en-US')` writes it. */
export const formatCount = (value: number): string =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`
    : value.toLocaleString('en-US');

/**
 * "$12.50", "-$3.00", "$1,234.50": Intl's USD currency format with signDisplay 'negative' (an
 * amount that rounds to zero reads "$0.00"). Cents are rounded half up from the number's shortest
 * decimal text, as Intl rounds (1.005 → "$1.01", where toFixed gives "1.00").
 */
export const formatUsd = (amount: number): string => {
  const size = Math.abs(amount);
  const shifted = Number(`${size}e2`);
  // Exponent notation (below 1e-6, from 1e21) cannot take "e2": those are multiplied instead.
  const cents = Math.round(Number.isNaN(shifted) ? size * 100 : shifted);
  const dollars = groupThousands(String(Math.floor(cents / 100)));
  return `${amount < 0 && cents > 0 ? '-' : ''}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
};
