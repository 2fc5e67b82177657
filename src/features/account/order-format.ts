import { formatDate } from '@/lib/date';
import { ORDER_TEXT } from './messages';

/** How the shop names each checkout payment method (the checkout's labels, plus the real API's extras). */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  credit_card: 'Credit Card',
  paypal: 'PayPal',
  cmo: 'Check/Money Order',
  coinbase: 'Bitcoin',
  credits: 'Account Credits',
  net_thirty: 'Net 30',
  saved_account: 'Saved payment account',
};

/** 'in_transit' → 'In transit'; '' stays ''. */
export const humanize = (value: string | null | undefined): string => {
  const words = (value ?? '').trim().replace(/[_-]+/g, ' ');
  return words ? words[0].toUpperCase() + words.slice(1) : '';
};

export const paymentMethodLabel = (method: string | null | undefined): string =>
  PAYMENT_METHOD_LABELS[method ?? ''] ?? humanize(method);

/**
 * Only the last four digits of a card are ever shown, whatever the API sends (a masked number or,
 * from an older order, a full one). '' when there are no four digits.
 */
export const maskedCard = (card: string | null | undefined): string => {
  const digits = (card ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `**** **** **** ${digits.slice(-4)}` : '';
};

/** Order and ship dates as MM/DD/YYYY (spec part 2 §9); a missing ship date reads 'N/A'. */
export const orderDate = (value: string | null | undefined): string =>
  formatDate(value, 'numeric', ORDER_TEXT.notAvailable);
