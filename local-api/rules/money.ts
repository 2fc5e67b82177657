/** Money is computed in whole cents so 0.1 + 0.2 style errors never reach a total. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;
export const roundMoney = (amount: number): number => fromCents(toCents(amount));
export const formatUsd = (amount: number): string => `$${roundMoney(amount).toFixed(2)}`;

/** 'You Save $5.00 (20%)' when the list price is above the sell price, else null. */
export const youSaveText = (mapPrice: number, sellPrice: number): string | null => {
  const saving = toCents(mapPrice) - toCents(sellPrice);
  if (saving <= 0 || mapPrice <= 0) return null;
  return `You Save ${formatUsd(fromCents(saving))} (${Math.round((saving / toCents(mapPrice)) * 100)}%)`;
};
