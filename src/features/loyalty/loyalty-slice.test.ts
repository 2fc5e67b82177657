import type { Persistor } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { makePersistor, makeStore } from '@/app/store';
import { signedOut, userSummaryReceived } from '@/features/auth';
import type { Reward } from '@/types/api';
import { selectPointsTotal, selectRedeemedVouchers, voucherRedeemed } from './index';

const fiveOff: Reward = {
  id: 1,
  heading: '$5 off your order',
  require_points: 500,
  discount_amount: 5,
  discount_type: 'flat',
};
const tenOff: Reward = { id: 2, heading: '$10 off your order', require_points: 1000 };

const rehydrated = (store: ReturnType<typeof makeStore>) =>
  new Promise<Persistor>((resolve) => {
    const persistor = makePersistor(store);
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve(persistor);
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });

describe('loyalty slice: redeemed vouchers (the contract with the LL promo)', () => {
  it('keeps each redeemed voucher with its reward row, newest first', () => {
    const store = makeStore();
    expect(selectRedeemedVouchers(store.getState())).toEqual([]);
    store.dispatch(voucherRedeemed({ voucher: 'LOYAL-5OFF-9', reward: fiveOff }));
    store.dispatch(voucherRedeemed({ voucher: ' LOYAL-10OFF-10 ', reward: tenOff }));
    expect(selectRedeemedVouchers(store.getState())).toEqual([
      { voucher: 'LOYAL-10OFF-10', reward: tenOff },
      { voucher: 'LOYAL-5OFF-9', reward: fiveOff },
    ]);
  });

  it('lists a code once, whatever its case, and ignores an empty one', () => {
    const store = makeStore();
    store.dispatch(voucherRedeemed({ voucher: 'LOYAL-5OFF-9', reward: fiveOff }));
    store.dispatch(voucherRedeemed({ voucher: 'loyal-5off-9', reward: fiveOff }));
    store.dispatch(voucherRedeemed({ voucher: '  ', reward: tenOff }));
    expect(selectRedeemedVouchers(store.getState())).toEqual([
      { voucher: 'loyal-5off-9', reward: fiveOff },
    ]);
  });

  it('forgets the vouchers and the points when the customer signs out', () => {
    const store = makeStore();
    store.dispatch(userSummaryReceived({ id: 7, pointsTotal: 1415 }));
    store.dispatch(voucherRedeemed({ voucher: 'LOYAL-5OFF-9', reward: fiveOff }));
    store.dispatch(signedOut());
    expect(selectRedeemedVouchers(store.getState())).toEqual([]);
    expect(selectPointsTotal(store.getState())).toBeNull();
  });

  it('persists the list, so a reload still knows the vouchers', async () => {
    const first = makeStore();
    const persistor = await rehydrated(first);
    first.dispatch(voucherRedeemed({ voucher: 'LOYAL-5OFF-9', reward: fiveOff }));
    await persistor.flush();
    persistor.pause();

    const second = makeStore();
    expect(selectRedeemedVouchers(second.getState())).toEqual([]);
    await rehydrated(second);
    expect(selectRedeemedVouchers(second.getState())).toEqual([
      { voucher: 'LOYAL-5OFF-9', reward: fiveOff },
    ]);
  });
});
