import { describe, expect, it } from 'vitest';
import { cardOrder } from '../../../tests/utils/checkout';
import type { CapturedPayment } from './captured-payment';
import { capturedPaymentMessage, CHECKOUT_MESSAGES } from './messages';
import type { Attempt } from './order-attempt';
import {
  failureMessage,
  initialPlaceOrderState,
  placeOrderReducer,
  type CapturedOrder,
  type NotFound,
  type PlaceOrderEvent,
  type PlaceOrderState,
} from './place-order-state';
import { buildCheckoutPayload } from './rules';

const attempt: Attempt = { key: 'key-1', order: 'digest-1', card: '1111' };

const reduce = (events: PlaceOrderEvent[], from: PlaceOrderState = initialPlaceOrderState) =>
  events.reduce(placeOrderReducer, from);

const sent: PlaceOrderEvent = { type: 'sent', attempt };
const notFound: NotFound = { placed: false, sure: true };
const failed = (error: unknown, found: NotFound = notFound, captured?: CapturedOrder) =>
  ({ type: 'failed', error, found, captured }) satisfies PlaceOrderEvent;

const paypal: CapturedOrder = {
  wallet: 'PayPal',
  reference: 'TX-1',
  amount: '67.93',
  body: {
    ...buildCheckoutPayload(
      cardOrder({
        method: 'paypal',
        card: null,
        transactionToken: 'TX-1',
        paymentStatus: 'COMPLETED',
      }),
    ),
    idempotency_key: 'wallet-key',
  },
};

const keptPayment: CapturedPayment = {
  account: 7,
  wallet: 'PayPal',
  reference: 'TX-9',
  method: 'paypal',
  transactionToken: 'TX-9',
  amount: '40.00',
  total: 40,
  idempotencyKey: 'kept-key',
  at: 1_700_000_000_000,
};

describe('place order state: sending', () => {
  it("a send is pending with its attempt, and clears the last failure's message and outcome", () => {
    const failedBefore: PlaceOrderState = {
      ...initialPlaceOrderState,
      errorMessage: CHECKOUT_MESSAGES.orderUnconfirmed,
      unanswered: 'unsure',
      attempt: { key: 'old', order: 'digest-0', card: '4444' },
    };
    const next = placeOrderReducer(failedBefore, sent);
    expect(next).toEqual({
      ...initialPlaceOrderState,
      pending: true,
      attempt: { key: 'key-1', order: 'digest-1', card: '1111' },
    });
  });

  it("a wallet's retry (no attempt given) keeps the current attempt and its key", () => {
    const next = reduce([sent, failed({ status: 500 }), { type: 'sent' }]);
    expect(next.pending).toBe(true);
    expect(next.attempt?.key).toBe('key-1');
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...initialPlaceOrderState });
    expect(() =>
      reduce([sent, { type: 'slow' }, { type: 'lost' }, failed({ status: 500 })], frozen),
    ).not.toThrow();
    expect(frozen).toEqual(initialPlaceOrderState);
  });
});

describe('place order state: the slow notice', () => {
  it('is shown only while the order is pending', () => {
    const idle = initialPlaceOrderState;
    expect(placeOrderReducer(idle, { type: 'slow' })).toBe(idle);
    expect(reduce([sent, { type: 'slow' }]).slow).toBe(true);
  });

  it('ends with the answer, and a timer firing after it changes nothing', () => {
    for (const end of [failed({ status: 'NETWORK' }), failed({ status: 422, message: 'No' })]) {
      const answered = reduce([sent, { type: 'slow' }, end]);
      expect(answered.slow).toBe(false);
      expect(answered.pending).toBe(false);
      expect(placeOrderReducer(answered, { type: 'slow' }).slow).toBe(false);
    }
    expect(reduce([sent, { type: 'slow' }, { type: 'placed' }]).slow).toBe(false);
  });
});

describe('place order state: which answers end an attempt (decision 031)', () => {
  it.each([500, 408, 409])('a %i answer keeps the attempt and its key', (status) => {
    const next = reduce([sent, { type: 'lost' }, failed({ status, message: 'Try later.' })]);
    expect(next.attempt).toEqual({ key: 'key-1', order: 'digest-1', card: '1111' });
    expect(next.pending).toBe(false);
    expect(next.checking).toBe(false);
    expect(next.unanswered).toBe('not-placed');
    // The API's own words first, then what the order list said.
    expect(next.errorMessage).toBe(`Try later. ${CHECKOUT_MESSAGES.orderNotPlaced}`);
  });

  it("a gateway's 502 keeps the attempt, and its words are not shown as the API's", () => {
    const next = reduce([sent, { type: 'lost' }, failed({ status: 502, message: 'Bad gateway' })]);
    expect(next.attempt?.key).toBe('key-1');
    expect(next.errorMessage).toBe(CHECKOUT_MESSAGES.orderNotPlaced);
  });

  it('a 4xx refusal with a message starts a new attempt: nothing was placed', () => {
    const next = reduce([sent, failed({ status: 422, message: 'Your card was declined.' })]);
    expect(next.attempt).toBeNull();
    expect(next.unanswered).toBeNull();
    expect(next.pending).toBe(false);
    expect(next.errorMessage).toBe('Your card was declined.');
  });

  it('a 4xx without a message is no refusal: the attempt is kept', () => {
    const next = reduce([sent, { type: 'lost' }, failed({ status: 400 }, null)]);
    expect(next.attempt?.key).toBe('key-1');
    expect(next.unanswered).toBe('unknown');
    expect(next.errorMessage).toBe(CHECKOUT_MESSAGES.orderUnknown);
  });
});

describe('place order state: a lost answer', () => {
  it('is looked for in GET /orders while still pending', () => {
    const checking = reduce([sent, { type: 'lost' }]);
    expect(checking.checking).toBe(true);
    expect(checking.pending).toBe(true);
  });

  it.each([
    ['not found for sure', notFound, 'not-placed', CHECKOUT_MESSAGES.orderNotPlaced],
    [
      'not matched for sure',
      { placed: false, sure: false },
      'unsure',
      CHECKOUT_MESSAGES.orderUnconfirmed,
    ],
    ['not checked (GET /orders failed)', null, 'unknown', CHECKOUT_MESSAGES.orderUnknown],
  ] as const)('%s: says so, and Try again keeps the key', (_, found, outcome, message) => {
    const next = reduce([sent, { type: 'lost' }, failed({ status: 'NETWORK' }, found)]);
    expect(next.unanswered).toBe(outcome);
    expect(next.errorMessage).toBe(message);
    expect(next.checking).toBe(false);
    expect(next.attempt?.key).toBe('key-1');
    // Try again: the same attempt is sent, and the outcome is cleared meanwhile.
    const again = placeOrderReducer(next, { type: 'sent', attempt: next.attempt ?? undefined });
    expect(again.unanswered).toBeNull();
    expect(again.errorMessage).toBe('');
    expect(again.attempt?.key).toBe('key-1');
  });
});

describe('place order state: a captured wallet payment', () => {
  const walletSent: PlaceOrderEvent = {
    type: 'sent',
    attempt: { key: 'wallet-key', order: 'digest-w', card: '' },
  };

  it('is kept for retry, named in the message, after a refusal too', () => {
    const next = reduce([
      walletSent,
      failed({ status: 422, message: 'Invalid address.' }, null, paypal),
    ]);
    expect(next.captured).toEqual(paypal);
    expect(next.captured?.body.idempotency_key).toBe('wallet-key');
    expect(next.attempt?.key).toBe('wallet-key');
    expect(next.unanswered).toBeNull();
    expect(next.errorMessage).toBe(`Invalid address. ${capturedPaymentMessage(paypal)}`);
  });

  it('is kept after a lost answer, with its own notice instead of the outcome', () => {
    const next = reduce([
      walletSent,
      { type: 'lost' },
      failed({ status: 'NETWORK' }, notFound, paypal),
    ]);
    expect(next.captured).toEqual(paypal);
    expect(next.unanswered).toBeNull();
    expect(next.errorMessage).toBe(
      `${CHECKOUT_MESSAGES.checkoutFailed} ${capturedPaymentMessage(paypal)}`,
    );
  });

  it('stays while its retry is pending, and is cleared once the order is placed', () => {
    const retrying = reduce([
      walletSent,
      failed({ status: 500 }, notFound, paypal),
      { type: 'sent' },
    ]);
    expect(retrying.captured).toEqual(paypal);
    expect(retrying.errorMessage).toBe('');
    expect(placeOrderReducer(retrying, { type: 'placed' }).captured).toBeNull();
  });
});

describe('place order state: success', () => {
  it('clears the attempt, the captured payment and the kept one, and stays pending while the page leaves', () => {
    const placed = reduce([
      sent,
      failed({ status: 500 }, notFound, paypal),
      { type: 'sent' },
      { type: 'slow' },
      { type: 'lost' },
      { type: 'placed' },
    ]);
    expect(placed).toMatchObject({
      pending: true,
      slow: false,
      checking: false,
      attempt: null,
      captured: null,
      keptDone: true,
    });
  });
});

describe('place order state: an attempt left unanswered on an earlier visit', () => {
  const restored: Attempt = { key: 'left-key', order: 'digest-left', card: null };

  it('is looked for, then becomes the current attempt with what GET /orders said', () => {
    const resuming = placeOrderReducer(initialPlaceOrderState, { type: 'resuming' });
    expect(resuming.resuming).toBe(true);
    const next = placeOrderReducer(resuming, {
      type: 'resumed',
      attempt: restored,
      found: { placed: false, sure: false },
      keptPayment: false,
    });
    expect(next).toEqual({
      ...initialPlaceOrderState,
      attempt: restored,
      unanswered: 'unsure',
      errorMessage: CHECKOUT_MESSAGES.orderUnconfirmed,
    });
  });

  it('GET /orders failing says the order could not be checked', () => {
    const next = reduce([
      { type: 'resuming' },
      { type: 'resumed', attempt: restored, found: null, keptPayment: false },
    ]);
    expect(next.unanswered).toBe('unknown');
    expect(next.errorMessage).toBe(CHECKOUT_MESSAGES.orderUnknown);
  });

  it('with a kept wallet payment, leaves the notice to it', () => {
    const next = reduce([
      { type: 'resuming' },
      { type: 'resumed', attempt: restored, found: notFound, keptPayment: true },
    ]);
    expect(next.resuming).toBe(false);
    expect(next.attempt).toEqual(restored);
    expect(next.unanswered).toBeNull();
    expect(next.errorMessage).toBe('');
  });

  it('found placed: success ends the lookup', () => {
    const next = reduce([{ type: 'resuming' }, { type: 'placed' }]);
    expect(next.resuming).toBe(false);
    expect(next.keptDone).toBe(true);
    expect(next.pending).toBe(false);
  });
});

describe('place order state: the kept payment', () => {
  it('a wallet payment kept but not placed now is read again and offered', () => {
    const done = { ...initialPlaceOrderState, keptDone: true, keptVersion: 2 };
    expect(placeOrderReducer(done, { type: 'wallet-kept' })).toMatchObject({
      keptDone: false,
      keptVersion: 3,
    });
  });

  it('set aside: no longer offered, still named for support, and its message cleared', () => {
    const mismatch = { ...initialPlaceOrderState, errorMessage: 'The total changed.' };
    const next = placeOrderReducer(mismatch, { type: 'kept-set-aside', payment: keptPayment });
    expect(next.setAside).toEqual(keptPayment);
    expect(next.keptDone).toBe(true);
    expect(next.errorMessage).toBe('');
  });
});

describe('failureMessage (what the reducer shows is what is toasted)', () => {
  it('names a captured wallet payment whatever the failure', () => {
    expect(failureMessage({ status: 'NETWORK' }, null, { wallet: 'Google Pay' })).toBe(
      `${CHECKOUT_MESSAGES.checkoutFailed} ${capturedPaymentMessage({ wallet: 'Google Pay' })}`,
    );
  });

  it("a refusal is the API's message alone", () => {
    expect(failureMessage({ status: 422, message: 'Invalid ZIP.' }, notFound, undefined)).toBe(
      'Invalid ZIP.',
    );
  });
});
