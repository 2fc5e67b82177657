import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERRAL_KEY } from '@/lib/storage';
import { renderRoute } from '../../../tests/utils/render';
import { readReferralParam } from './use-referral-capture';

const landOn = async (url: string) => {
  const view = renderRoute(url);
  await screen.findAllByRole('link', { name: 'All Products' }, { timeout: 5000 });
  return view;
};

describe('referral capture (?referralCode= on the home route)', () => {
  it('stores the code from the home page link', async () => {
    await landOn('/?referralCode=ADA1007');
    await waitFor(() => expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('ADA1007'));
  });

  it.each(['null', 'undefined', '', '%20%20'])('never stores %j', async (value) => {
    await landOn(`/?referralCode=${value}`);
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBeNull();
  });

  it('keeps an earlier code when the home page has none', async () => {
    window.localStorage.setItem(REFERRAL_KEY, 'RITA1014');
    await landOn('/');
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBe('RITA1014');
  });

  it('ignores the parameter on other routes', async () => {
    await landOn('/faq?referralCode=ADA1007');
    expect(window.localStorage.getItem(REFERRAL_KEY)).toBeNull();
  });

  it('reads the parameter strictly', () => {
    expect(readReferralParam('?referralCode=%20X1%20')).toBe('X1');
    expect(readReferralParam('?referralcode=X1')).toBeNull();
    expect(readReferralParam('')).toBeNull();
  });
});
