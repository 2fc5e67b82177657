import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { getToken } from '@/lib/storage';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { selectRedeemedVouchers } from './index';

const openRewards = async () => {
  const view = renderRoute('/faq', { loggedInAs: 'customer' });
  await view.user.click(await screen.findByRole('button', { name: '1,415 points' }, PAGE_READY));
  const dialog = within(await screen.findByRole('dialog', { name: 'Loyalty Rewards' }));
  await view.user.click(dialog.getByRole('tab', { name: 'Get rewards' }));
  return { ...view, dialog };
};

const rewardButton = (dialog: ReturnType<typeof within>, heading: string) => {
  const item = dialog.getByRole('heading', { name: heading }).closest('li') as HTMLElement;
  return within(item).getByRole('button');
};

describe('Get rewards (spec part 1 §2.8, §4, §8)', () => {
  it("'Get Rewards' when require_points ≤ total_points, else 'More Points Needed' (disabled)", async () => {
    const { dialog } = await openRewards();
    await dialog.findByRole('heading', { name: '$5 off your order' });
    expect(dialog.getByText('500 points')).toBeInTheDocument();
    expect(rewardButton(dialog, '$5 off your order')).toHaveTextContent('Get Rewards');
    expect(rewardButton(dialog, '$5 off your order')).toBeEnabled();
    expect(rewardButton(dialog, '$10 off your order')).toHaveTextContent('Get Rewards');
    expect(rewardButton(dialog, '$25 off your order')).toHaveTextContent('More Points Needed');
    expect(rewardButton(dialog, '$25 off your order')).toBeDisabled();
    expect(rewardButton(dialog, '15% off your order')).toBeDisabled();
  });

  it('redeems: the voucher dialog with the code and Copy, the voucher kept, the points lower', async () => {
    const { user, dialog, store } = await openRewards();
    await dialog.findByRole('heading', { name: '$10 off your order' });
    await user.click(rewardButton(dialog, '$10 off your order'));

    const voucher = within(await screen.findByRole('dialog', { name: 'Your Voucher Code' }));
    const field = voucher.getByRole<HTMLInputElement>('textbox', { name: 'Voucher code' });
    const code = field.value;
    expect(code).toMatch(/^LOYAL-10OFF-\d+$/);
    await user.click(voucher.getByRole('button', { name: 'Copy' }));
    expect(await voucher.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(code);

    expect(selectRedeemedVouchers(store.getState())).toEqual([
      { voucher: code, reward: expect.objectContaining({ id: 2, require_points: 1000 }) },
    ]);
    expect(await screen.findByRole('button', { name: '415 points' })).toBeInTheDocument();
    // With 415 points left, the $5 reward is out of reach too.
    await waitFor(() =>
      expect(rewardButton(dialog, '$5 off your order')).toHaveTextContent('More Points Needed'),
    );
  });

  it('a missing voucher is an error message, never a made-up code', async () => {
    server.use(http.post('*/add/reward', () => HttpResponse.json({ message: 'ok' })));
    const { user, dialog, store } = await openRewards();
    await dialog.findByRole('heading', { name: '$5 off your order' });
    await user.click(rewardButton(dialog, '$5 off your order'));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your reward was processed, but no voucher code came back.',
    );
    expect(screen.queryByRole('dialog', { name: 'Your Voucher Code' })).not.toBeInTheDocument();
    expect(selectRedeemedVouchers(store.getState())).toEqual([]);
  });

  it("a refused redeem shows the server's message", async () => {
    server.use(
      http.post('*/add/reward', () =>
        HttpResponse.json({ message: 'More Points Needed' }, { status: 422 }),
      ),
    );
    const { user, dialog } = await openRewards();
    await dialog.findByRole('heading', { name: '$5 off your order' });
    await user.click(rewardButton(dialog, '$5 off your order'));
    expect(await dialog.findByRole('alert')).toHaveTextContent('More Points Needed');
  });

  it('a 400 on the rewards load is ignored (no message)', async () => {
    server.use(http.get('*/get/reward', () => HttpResponse.json({}, { status: 400 })));
    const { dialog } = await openRewards();
    expect(await dialog.findByText('There are no rewards right now.')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('any other failure empties the list with a short message', async () => {
    server.use(http.get('*/get/reward', () => HttpResponse.json({}, { status: 503 })));
    const { dialog } = await openRewards();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Rewards could not be loaded.');
    expect(dialog.queryByRole('button', { name: 'Get Rewards' })).not.toBeInTheDocument();
  });

  it('a 401 on the rewards load removes the stored token', async () => {
    server.use(http.get('*/get/reward', () => HttpResponse.json({}, { status: 401 })));
    await openRewards();
    await waitFor(() => expect(getToken()).toBeNull());
  });
});
