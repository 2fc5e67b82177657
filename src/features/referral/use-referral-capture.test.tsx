import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERRAL_KEY } from '@/lib/storage';
import { recordRequests } from '../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { readReferralParam } from './use-referral-capture';

const landOn = async (url: string) => {
  const view = renderRoute(url);
  await screen.findAllByRole('link', { name: 'All Products' }, PAGE_READY);
  return view;
};

describe('referral capture (?referralCode= on any page)', () => {
  it('stores the code from a home page link', async () => {
    await landOn('/?referralCode=ADA1007');
    await waitFor(() => expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('ADA1007'));
  });

  it.each(['/faq', '/store', '/item/705-apricot-seed-capsules', '/refer-a-friend'])(
    'stores the code from a link to %s',
    async (path) => {
      await landOn(`${path}?referralCode=RITA1014`);
      expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('RITA1014');
    },
  );

  it.each(['null', 'undefined', '', '%20%20'])('never stores %j', async (value) => {
    await landOn(`/faq?referralCode=${value}`);
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBeNull();
  });

  it('keeps an earlier code on pages without one', async () => {
    window.localStorage.setItem(REFERRAL_KEY, 'RITA1014');
    await landOn('/');
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('RITA1014');
  });

  it('keeps the code while the visitor moves on, and sends it as refferal_code with the cart', async () => {
    const requests = recordRequests();
    const { router } = await landOn('/faq?referralCode=ADA1007');
    await router.navigate('/store');
    await router.navigate('/cart');
    await screen.findByText('Your cart is empty', {}, PAGE_READY);
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('ADA1007');
    const cartCalls = (await requests())
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/cart/');
    expect(cartCalls.length).toBeGreaterThan(0);
    expect(cartCalls.at(-1)?.searchParams.get('refferal_code')).toBe('ADA1007');
  });

  it('reads the parameter strictly', () => {
    expect(readReferralParam('?referralCode=%20X1%20')).toBe('X1');
    expect(readReferralParam('?referralcode=X1')).toBeNull();
    expect(readReferralParam('')).toBeNull();
  });
});
