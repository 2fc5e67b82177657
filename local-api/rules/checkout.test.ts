// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expiryProblem, maskCard, orderTotals, pointsForOrder, validateCheckout } from './checkout';

const now = new Date(2030, 5, 15);
const context = { addressIds: [10], billingIds: [5], cartLineCount: 2, now };
const card = {
  shipping_id: 10,
  type: 'shipping',
  payment_method: 'credit_card',
  card_number: '4111 1111 1111 1111',
  expiry_date: '12/31',
  cvv: '123',
};

describe('validateCheckout', () => {
  it('accepts a valid card order', () => {
    expect(validateCheckout(card, context)).toBeNull();
  });

  it('requires a shipping address of the user', () => {
    expect(validateCheckout({ ...card, shipping_id: 99 }, context)).toMatchObject({
      status: 422,
      message: 'Please Select the Shipping Address',
    });
  });

  it('rejects an empty cart', () => {
    expect(validateCheckout(card, { ...context, cartLineCount: 0 })?.status).toBe(400);
  });

  it('checks card number, expiry and cvv', () => {
    expect(validateCheckout({ ...card, card_number: '4111 1111' }, context)?.errors).toHaveProperty(
      'card_number',
    );
    expect(validateCheckout({ ...card, expiry_date: '05/30' }, context)?.message).toBe(
      'Your card has expired.',
    );
    expect(validateCheckout({ ...card, cvv: '12' }, context)?.errors).toHaveProperty('cvv');
  });

  it('declines the declined test card with 402', () => {
    expect(validateCheckout({ ...card, card_number: '4000 0000 0000 0002' }, context)).toEqual({
      status: 402,
      message: 'Your card was declined.',
    });
  });

  it('accepts cmo without card data and a saved account with an empty method', () => {
    expect(
      validateCheckout({ shipping_id: 10, payment_method: 'cmo', cmo: true }, context),
    ).toBeNull();
    expect(
      validateCheckout({ shipping_id: 10, payment_method: '', billing_id: 5 }, context),
    ).toBeNull();
    expect(
      validateCheckout({ shipping_id: 10, payment_method: '', billing_id: 6 }, context)?.status,
    ).toBe(422);
  });

  it('needs a transaction token for PayPal and a frequency for auto-ship', () => {
    expect(validateCheckout({ shipping_id: 10, payment_method: 'paypal' }, context)?.status).toBe(
      422,
    );
    expect(
      validateCheckout(
        { shipping_id: 10, payment_method: 'cmo', auto_shipping: true, auto_ship_doration: '' },
        context,
      )?.status,
    ).toBe(422);
    expect(
      validateCheckout(
        {
          shipping_id: 10,
          payment_method: 'cmo',
          auto_shipping: true,
          auto_ship_doration: { freqType: 'm', freq: '8' },
        },
        context,
      ),
    ).toBeNull();
    expect(
      validateCheckout(
        {
          shipping_id: 10,
          payment_method: 'cmo',
          auto_shipping: true,
          auto_ship_doration: { freqType: 'm', freq: '9' },
        },
        context,
      )?.status,
    ).toBe(422);
  });
});

describe('expiryProblem', () => {
  it('accepts the current month and rejects bad formats', () => {
    expect(expiryProblem('06/30', now)).toBeNull();
    expect(expiryProblem('13/30', now)).not.toBeNull();
    expect(expiryProblem('1230', now)).not.toBeNull();
  });
});

describe('totals and points', () => {
  it('computes cart total + shipping - discount with tax 0', () => {
    expect(orderTotals({ sub_total: 60, discount: 10 }, 7.95)).toEqual({
      sub_total: 60,
      discount_amount: 10,
      shipping_fee: 7.95,
      tax_amount: 0,
      total_amount: 57.95,
    });
  });

  it('credits 5 points per whole dollar of goods', () => {
    expect(pointsForOrder(orderTotals({ sub_total: 60, discount: 10 }, 7.95))).toBe(250);
  });

  it('masks card numbers to the last four digits', () => {
    expect(maskCard('4111 1111 1111 1234')).toBe('**** **** **** 1234');
  });
});
