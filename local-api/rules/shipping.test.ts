// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_RATE,
  parseAutoshipFlag,
  quoteShipping,
  REMOTE_US_RATE,
  STANDARD_US_RATE,
} from './shipping';

const base = {
  countryId: 231,
  stateCode: 'TX',
  subtotal: 40,
  isAutoship: false,
  cartAutoShip: true,
};

describe('quoteShipping', () => {
  it('charges the standard US rate under the free-shipping threshold', () => {
    expect(quoteShipping(base)).toMatchObject({
      shipping_service_rate: STANDARD_US_RATE,
      freeShipping: false,
      standard_shipping: '$7.95',
    });
  });

  it('ships free in the contiguous US from $75', () => {
    expect(quoteShipping({ ...base, subtotal: 75 })).toMatchObject({
      shipping_service_rate: 0,
      freeShipping: true,
      standard_shipping: 'Free',
    });
    expect(quoteShipping({ ...base, subtotal: 74.99 }).shipping_service_rate).toBe(
      STANDARD_US_RATE,
    );
  });

  it('never ships free to Alaska, Hawaii or abroad', () => {
    expect(quoteShipping({ ...base, stateCode: 'AK', subtotal: 200 }).shipping_service_rate).toBe(
      REMOTE_US_RATE,
    );
    expect(
      quoteShipping({ ...base, countryId: 38, stateCode: 'ON', subtotal: 200 })
        .shipping_service_rate,
    ).toBe(INTERNATIONAL_RATE);
  });

  it('explains the auto-ship minimum up to $49.99: the order must be over it', () => {
    expect(quoteShipping({ ...base, subtotal: 39.99, isAutoship: true }).autoShipMessage).toBe(
      'Add $10.01 to your order to set up Auto-Ship!',
    );
    expect(quoteShipping({ ...base, subtotal: 49.99, isAutoship: true }).autoShipMessage).toBe(
      'Add $0.01 to your order to set up Auto-Ship!',
    );
    expect(
      quoteShipping({ ...base, subtotal: 50, isAutoship: true }).autoShipMessage,
    ).toBeUndefined();
  });
});

describe('parseAutoshipFlag', () => {
  it('tolerates the trailing space the real client sends', () => {
    expect(parseAutoshipFlag('true ')).toBe(true);
    expect(parseAutoshipFlag('false ')).toBe(false);
    expect(parseAutoshipFlag(null)).toBe(false);
  });
});
