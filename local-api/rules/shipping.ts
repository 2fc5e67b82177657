/** Shipping rates of the local API (GET /shipingStation/getRate/{shipping_id}). Pure, unit-tested. */
import { autoShipShortfall } from './cart';

export const US_COUNTRY_ID = 231;
/** US orders at or above this goods subtotal ship free (the cart's "free USA shipping" note). */
export const FREE_SHIPPING_THRESHOLD = 75;
export const STANDARD_US_RATE = 7.95;
/** Alaska, Hawaii and the territories: no free shipping, higher rate. */
export const REMOTE_US_RATE = 14.95;
export const INTERNATIONAL_RATE = 29.95;

const REMOTE_US_STATES = new Set(['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP']);

export type RateInput = {
  countryId: number | string;
  /** the state's code (e.g. 'TX'); empty when unknown */
  stateCode: string;
  /** goods subtotal of the cart after discount */
  subtotal: number;
  isAutoship: boolean;
  /** the cart's auto_ship flag */
  cartAutoShip: boolean;
};

export type RateQuote = {
  shipping_service_rate: number;
  standard_shipping: string;
  freeShipping: boolean;
  autoShipMessage?: string;
};

/** The real client sends `isAutoship=true ` (trailing space): accept any casing and spacing. */
export const parseAutoshipFlag = (value: string | null | undefined): boolean =>
  (value ?? '').trim().toLowerCase() === 'true';

export const isUs = (countryId: number | string): boolean => Number(countryId) === US_COUNTRY_ID;

export const isContiguousUs = (countryId: number | string, stateCode: string): boolean =>
  isUs(countryId) && !REMOTE_US_STATES.has(stateCode.trim().toUpperCase());

const money = (amount: number): string => `$${amount.toFixed(2)}`;

export const quoteShipping = ({
  countryId,
  stateCode,
  subtotal,
  isAutoship,
  cartAutoShip,
}: RateInput): RateQuote => {
  let rate: number;
  if (!isUs(countryId)) rate = INTERNATIONAL_RATE;
  else if (!isContiguousUs(countryId, stateCode)) rate = REMOTE_US_RATE;
  else rate = subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : STANDARD_US_RATE;

  const quote: RateQuote = {
    shipping_service_rate: rate,
    standard_shipping: rate === 0 ? 'Free' : money(rate),
    freeShipping: rate === 0,
  };
  if (isAutoship || !cartAutoShip) {
    const shortfall = autoShipShortfall(subtotal);
    if (shortfall > 0)
      quote.autoShipMessage = `Add ${money(shortfall)} to your order to set up Auto-Ship!`;
    else if (!isContiguousUs(countryId, stateCode)) {
      quote.autoShipMessage =
        'Auto-Ship is only available in the 48 contiguous states and Washington DC.';
    }
  }
  return quote;
};
