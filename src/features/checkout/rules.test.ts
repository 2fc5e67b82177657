import { describe, expect, it } from 'vitest';
import { TEXAS_ADDRESS } from '../../../tests/utils/checkout';
import {
  autoShipEligibility,
  buildCheckoutPayload,
  computeTotals,
  FREQUENCY_OPTIONS,
  isBitcoinPaymentUrl,
  isContiguousUs,
  parseFrequency,
  shippingRateStatus,
  standardShippingLabel,
  type OrderInput,
} from './rules';

const texas = TEXAS_ADDRESS;
const alaska = { ...texas, id: 2, state_id: 3901, state_name: 'Alaska' };
const ontario = {
  ...texas,
  id: 3,
  state_id: 3708,
  country_id: 38,
  is_usa: 0,
  state_name: 'Ontario',
};
const states = [
  { id: 3943, name: 'Texas', code: 'TX' },
  { id: 3901, name: 'Alaska', code: 'AK' },
  { id: 3908, name: 'District of Columbia', code: 'DC' },
];

describe('computeTotals', () => {
  it('is cart total + shipping - discount with tax 0', () => {
    expect(computeTotals({ sub_total: 60, total: 50, discount: 10 }, 7.95, false)).toEqual({
      subtotal: 60,
      discount: 10,
      shipping: 7.95,
      tax: 0,
      total: 57.95,
    });
  });
  it('uses total when the cart has no sub_total, and 0 shipping when free', () => {
    expect(computeTotals({ total: '40.00', discount: '5' }, 7.95, true).total).toBe(35);
  });
});

describe('auto-ship eligibility', () => {
  const cart = { auto_ship: true, sub_total: 59.98, total: 59.98 };
  it('is offered for an eligible cart to the contiguous US and DC', () => {
    expect(autoShipEligibility({ cart, address: texas, states, role: '1' }).offered).toBe(true);
    expect(
      autoShipEligibility({
        cart,
        address: { ...texas, state_id: 3908, state_name: 'District of Columbia' },
        states,
        role: '1',
      }).offered,
    ).toBe(true);
  });
  it('is not offered to wholesale accounts, Alaska or Canada, or when the cart is not eligible', () => {
    expect(autoShipEligibility({ cart, address: texas, states, role: '2' }).offered).toBe(false);
    expect(autoShipEligibility({ cart, address: alaska, states, role: '1' }).offered).toBe(false);
    expect(autoShipEligibility({ cart, address: ontario, states, role: '1' }).offered).toBe(false);
    expect(
      autoShipEligibility({
        cart: { ...cart, auto_ship: false },
        address: texas,
        states,
        role: null,
      }).offered,
    ).toBe(false);
  });
  it("shows the API's auto-ship message when sent, else the spec's text", () => {
    const small = { auto_ship: false, sub_total: 39.99, total: 39.99 };
    expect(autoShipEligibility({ cart: small, address: texas, states, role: null }).reason).toBe(
      'Add $10.00 to your order to set up Auto-Ship!',
    );
    expect(
      autoShipEligibility({
        cart: small,
        address: texas,
        states,
        role: null,
        apiMessage: 'Add $10.01 to your order to set up Auto-Ship!',
      }).reason,
    ).toBe('Add $10.01 to your order to set up Auto-Ship!');
  });
  it('means strictly over $49.99, measured after the discount', () => {
    const at = { auto_ship: true, sub_total: 49.99, total: 49.99 };
    expect(autoShipEligibility({ cart: at, address: texas, states, role: '1' })).toEqual({
      offered: false,
      reason: 'Add $10.00 to your order to set up Auto-Ship!',
    });
    const over = { auto_ship: true, sub_total: 50, total: 50 };
    expect(autoShipEligibility({ cart: over, address: texas, states, role: '1' }).offered).toBe(
      true,
    );
    const discounted = { auto_ship: true, sub_total: 54.99, discount: 5, total: 49.99 };
    expect(
      autoShipEligibility({ cart: discounted, address: texas, states, role: '1' }).offered,
    ).toBe(false);
  });
  it('recognises non-contiguous states by name when the code is unknown', () => {
    expect(isContiguousUs({ ...alaska, state_id: 1 }, [])).toBe(false);
    expect(isContiguousUs(texas, [])).toBe(true);
  });
});

describe('frequency options', () => {
  it('are --Choose--, 1-24 weeks and 1-8 months', () => {
    expect(FREQUENCY_OPTIONS[0]).toEqual({ value: '', label: '--Choose--' });
    expect(FREQUENCY_OPTIONS).toHaveLength(1 + 24 + 8);
    expect(
      FREQUENCY_OPTIONS.filter((o) => o.value.startsWith('w:')).map((o) => o.value.slice(2)),
    ).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
    expect(FREQUENCY_OPTIONS.at(-1)).toEqual({ value: 'm:8', label: '8 Months' });
    expect(parseFrequency('w:3')).toEqual({ freqType: 'w', freq: '3' });
    expect(parseFrequency('')).toBe('');
  });
});

describe('buildCheckoutPayload', () => {
  const base: OrderInput = {
    shippingAddress: texas,
    sameAsShipping: true,
    billingForm: null,
    method: 'cmo',
    billingId: null,
    card: null,
    transactionToken: '',
    autoShip: false,
    frequency: '',
    comments: 'Leave at door',
    referralCode: 'FRIEND10',
    totals: { subtotal: 59.98, discount: 0, shipping: 7.95, tax: 0, total: 67.93 },
    credit: 100,
    applyCredit: false,
  };
  it('pays a whole order from the credit: payment_method credits, points = credit left, total_points = balance', () => {
    expect(buildCheckoutPayload({ ...base, method: 'credits', applyCredit: true })).toMatchObject({
      payment_method: 'credits',
      credits: true,
      net_thirty: false,
      total_amount: 67.93,
      points: 32.07,
      total_points: 100,
    });
  });
  it('with a partial credit flags credits beside the method paying the rest, card included', () => {
    const partial = { ...base, credit: 15, applyCredit: true };
    expect(buildCheckoutPayload({ ...partial, method: 'paypal' })).toMatchObject({
      payment_method: 'paypal',
      credits: true,
      points: 0,
      total_points: 15,
    });
    expect(buildCheckoutPayload({ ...partial, method: 'credit_card' })).toMatchObject({
      payment_method: 'credit_card',
      credits: true,
      new_credit_card: true,
      points: 0,
      total_points: 15,
    });
  });
  it.each(['paypal', 'cmo', 'coinbase', 'net_thirty'] as const)(
    'sends points and total_points (the untouched balance) with %s',
    (method) => {
      const payload = buildCheckoutPayload({ ...base, method });
      expect(payload).toMatchObject({
        payment_method: method,
        credits: false,
        points: 100,
        total_points: 100,
      });
      expect(payload.net_thirty).toBe(method === 'net_thirty');
    },
  );
  it('sends no points or total_points with credit_card, nor while the balance is unknown', () => {
    const card = buildCheckoutPayload({ ...base, method: 'credit_card' });
    expect(card).not.toHaveProperty('points');
    expect(card).not.toHaveProperty('total_points');
    const unknown = buildCheckoutPayload({ ...base, method: 'paypal', credit: null });
    expect(unknown).not.toHaveProperty('points');
    expect(unknown).not.toHaveProperty('total_points');
  });
  it('sends points with a saved account (payment_method is then empty, not credit_card)', () => {
    const saved = buildCheckoutPayload({
      ...base,
      method: 'credits',
      applyCredit: true,
      billingId: 1,
    });
    expect(saved).toMatchObject({
      payment_method: '',
      credits: false,
      points: 100,
      total_points: 100,
    });
  });
  it('sends a card only for credit_card and flags cmo', () => {
    const cmo = buildCheckoutPayload({
      ...base,
      card: { card_number: '4111', card_name: 'A', expiry_date: '12/30', cvv: '123' },
    });
    expect(cmo).toMatchObject({
      payment_method: 'cmo',
      cmo: true,
      coinbase: false,
      new_credit_card: false,
      card_number: '',
      cvv: '',
    });
  });
  it('uses the saved account with an empty method', () => {
    const saved = buildCheckoutPayload({ ...base, method: 'credit_card', billingId: 1 });
    expect(saved).toMatchObject({
      payment_method: '',
      billing_id: 1,
      new_credit_card: false,
      cmo: false,
    });
  });
  it('takes address fields from the billing form when different', () => {
    const form = { ...texas, first_name: 'Bill', company: '', state_id: '3943', country_id: '231' };
    const payload = buildCheckoutPayload({ ...base, sameAsShipping: false, billingForm: form });
    expect(payload).toMatchObject({
      first_name: 'Bill',
      same_as_shipping_address: false,
      shipping_id: 1,
    });
  });
});

describe('standardShippingLabel', () => {
  it("shows the API's text as sent and a bare amount in dollars", () => {
    expect(standardShippingLabel('$7.95', 7.95)).toBe('$7.95');
    expect(standardShippingLabel('Free', 0)).toBe('Free');
    expect(standardShippingLabel(7.95, 7.95)).toBe('$7.95');
    expect(standardShippingLabel('14.9', 14.9)).toBe('$14.90');
    expect(standardShippingLabel(undefined, 29.95)).toBe('$29.95');
  });
});

describe('shippingRateStatus', () => {
  const read = { isFetching: false, isError: false, isSuccess: false, hasRate: false };
  it('is ready only with a rate in hand and no fetch under way', () => {
    expect(shippingRateStatus({ ...read, isSuccess: true, hasRate: true })).toBe('ready');
    expect(shippingRateStatus({ ...read, isFetching: true, isSuccess: true, hasRate: true })).toBe(
      'loading',
    );
  });
  it('fails on an error, and on an answer without a rate', () => {
    expect(shippingRateStatus({ ...read, isError: true })).toBe('failed');
    expect(shippingRateStatus({ ...read, isSuccess: true })).toBe('failed');
  });
  it('is loading before the first answer and while a retry of a failure runs', () => {
    expect(shippingRateStatus(read)).toBe('loading');
    expect(shippingRateStatus({ ...read, isFetching: true, isError: true })).toBe('loading');
  });
});

describe('isBitcoinPaymentUrl', () => {
  it.each([
    ['https://commerce.coinbase.com/charges/AB12', true],
    ['http://commerce.coinbase.com/charges/AB12', false],
    ['https://commerce.coinbase.com.evil.example/charges/AB12', false],
    ['https://evil.example/commerce.coinbase.com', false],
    ['not a url', false],
  ])('with a host, %s is %s', (url, allowed) => {
    expect(isBitcoinPaymentUrl(url, 'commerce.coinbase.com')).toBe(allowed);
  });

  it.each([
    ['http://localhost:5013/__ext/coinbase/local-7', true],
    ['http://localhost:5013/__ext/coinbase-evil/local-7', false],
    ['http://localhost:5014/__ext/coinbase/local-7', false],
    ['http://localhost:5013/other', false],
  ])('with a URL prefix, %s is %s', (url, allowed) => {
    expect(isBitcoinPaymentUrl(url, 'http://localhost:5013/__ext/coinbase')).toBe(allowed);
  });
});
