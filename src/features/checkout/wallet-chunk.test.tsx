import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { continueTo, openCheckout } from '../../../tests/utils/checkout';
import { PAGE_READY } from '../../../tests/utils/render';

// The Google Pay chunk cannot be fetched (its dynamic import rejects); the PayPal SDK throws on render.
vi.mock('./components/google-pay-wallet', () => {
  throw new Error('Failed to fetch dynamically imported module: google-pay-wallet.js');
});
vi.mock('./components/paypal-wallet', () => ({
  default: () => {
    throw new Error('paypal-js exploded');
  },
}));

const GOOGLE_PAY_UNAVAILABLE =
  'Google Pay is not available right now. Please enter your card or choose another payment method.';
const PAYPAL_UNAVAILABLE =
  'PayPal is not available right now. Please choose another payment method.';

const toPayment = async () => {
  const view = await openCheckout();
  await continueTo(view.user, 2);
  await continueTo(view.user, 3);
  return view;
};

describe('a wallet that fails to load', () => {
  it('a chunk that cannot be fetched leaves its line and the rest of the step working', async () => {
    const { user } = await toPayment();
    expect(await screen.findByText(GOOGLE_PAY_UNAVAILABLE)).toBeInTheDocument();
    // An expected condition, handled quietly: nothing reported as a crash.
    expect(console.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/card number/i)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Check/Money Order' }));
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(
      await screen.findByRole('heading', { name: 'Your Order Has Been Placed!' }, PAGE_READY),
    ).toBeInTheDocument();
  });

  it('an SDK that throws while rendering is replaced by its line, not the whole page', async () => {
    allowConsoleError(); // React reports the error its boundary caught.
    const { user } = await toPayment();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(await screen.findByText(PAYPAL_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    expect(screen.getByLabelText(/card number/i)).toBeInTheDocument();
  });
});
