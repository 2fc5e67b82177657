/** A card number as it may be shown or kept: '**** **** **** 1111' (only the last four digits). */
export const maskCardNumber = (value: string): string =>
  `**** **** **** ${value.replace(/\D/g, '').slice(-4)}`.trimEnd();
