import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';

const openDialog = async () => {
  const view = renderRoute('/faq', { loggedInAs: 'customer' });
  const badge = await screen.findByRole('button', { name: '1,415 points' }, PAGE_READY);
  await view.user.click(badge);
  const dialog = await screen.findByRole('dialog', { name: 'Loyalty Rewards' });
  return { ...view, badge, dialog: within(dialog) };
};

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('loyalty dialog (spec part 1 §2.8)', () => {
  it('opens from the points badge, tabs in order, arrow keys between them, focus back on close', async () => {
    const { user, badge, dialog } = await openDialog();
    const tabs = dialog.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Earn Points', 'Get rewards', 'refer friends', 'account', 'help']);
    expect(dialog.getByText('You have 1,415 points')).toBeInTheDocument();

    const earn = dialog.getByRole('tab', { name: 'Earn Points' });
    earn.focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog.getByRole('tab', { name: 'Get rewards' })).toHaveFocus();
    expect(dialog.getByRole('tab', { name: 'Get rewards' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog.getByRole('tab', { name: 'help' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(badge).toHaveFocus());
  });

  it('Earn Points: every opportunity with points and button; an earned social one is disabled', async () => {
    const { dialog } = await openDialog();
    const items = await dialog.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Make A Purchase',
      'Happy Birthday',
      'Like on Facebook',
      'Follow on Instagram',
      'Write A Review',
      'Reffer A Friend',
    ]);
    expect(within(items[0]).getByText('5 points per $1')).toBeInTheDocument();
    expect(within(items[1]).getByText('250 points')).toBeInTheDocument();
    // Seeded: the customer already liked the page (status 1, platform facebook).
    expect(
      within(items[2]).getByRole('button', { name: 'Completed: Like on Facebook' }),
    ).toBeDisabled();
    expect(
      within(items[3]).getByRole('button', {
        name: 'Earn Points: Follow on Instagram (opens in a new tab)',
      }),
    ).toBeEnabled();
    expect(within(items[4]).getByRole('link', { name: 'Go: Write A Review' })).toHaveAttribute(
      'href',
      '/submit-your-feedback',
    );
  });

  it('a social one opens its link in a new tab, then posts the earning id and is done', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const posted: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/add/earn-points'))
        void request
          .clone()
          .json()
          .then((b) => posted.push(b));
    });
    const { user, dialog } = await openDialog();
    await user.click(
      await dialog.findByRole('button', {
        name: 'Earn Points: Follow on Instagram (opens in a new tab)',
      }),
    );
    expect(open).toHaveBeenCalledWith(
      'https://www.instagram.com/',
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByText('You earned 50 points.')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ earning_id: 4 }]));
    const item = dialog.getByRole('heading', { name: 'Follow on Instagram' }).closest('li');
    await waitFor(() =>
      expect(
        within(item as HTMLElement).getByRole('button', { name: 'Completed: Follow on Instagram' }),
      ).toBeDisabled(),
    );
    // The points come back through the user summary, not a timer.
    expect(await screen.findByRole('button', { name: '1,465 points' })).toBeInTheDocument();
  });

  it("'Make A Purchase' opens its dialog; 'Reffer A Friend' goes to the refer friends tab", async () => {
    const { user, dialog } = await openDialog();
    await user.click(await dialog.findByRole('button', { name: 'How It Works: Make A Purchase' }));
    const purchase = await screen.findByRole('dialog', { name: 'Make A Purchase' });
    expect(
      within(purchase).getByText(/^Earn 5 points for every \$1 you spend\./),
    ).toBeInTheDocument();
    expect(within(purchase).getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/store',
    );
    await user.click(within(purchase).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Make A Purchase' })).not.toBeInTheDocument(),
    );

    await user.click(dialog.getByRole('button', { name: 'Refer Friends: Reffer A Friend' }));
    const referTab = dialog.getByRole('tab', { name: 'refer friends' });
    expect(referTab).toHaveAttribute('aria-selected', 'true');
    expect(referTab).toHaveFocus();
    expect(await dialog.findByRole('textbox', { name: 'Your referral link' })).toBeInTheDocument();
  });

  it('account: the activity with MM/DD/YYYY dates and both statuses', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'account' }));
    const table = await dialog.findByRole('table', { name: 'Recent activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02/20/2025', 'Write A Review', '100', 'Pending']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02/14/2025', 'Make A Purchase (order #1002)', '420', 'Approved']);
  });

  it('account: an empty activity says so', async () => {
    server.use(http.get('*/recent/activity', () => HttpResponse.json([])));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'account' }));
    expect(await dialog.findByText('No activity yet.')).toBeInTheDocument();
  });

  it('account: a 400 is ignored (no message)', async () => {
    server.use(
      http.get('*/recent/activity', () => HttpResponse.json({ message: 'Bad' }, { status: 400 })),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'account' }));
    expect(await dialog.findByText('No activity yet.')).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('account: a 500 shows that the activity could not be loaded, with no rows', async () => {
    server.use(
      http.get('*/recent/activity', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your activity could not be loaded.',
    );
    expect(dialog.queryByRole('table')).not.toBeInTheDocument();
  });

  it('help: the six FAQ entries from the program rules', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('tab', { name: 'help' }));
    const panel = dialog.getByRole('tabpanel', { name: 'help' });
    expect(panel.querySelectorAll('details')).toHaveLength(6);
    for (const text of [
      'You earn 5 points for every $1 you spend.',
      'Add your birthday under Earn Points and you get 250 points on your next birthday.',
      'Share your referral link. Your friend gets $10 off the first purchase, and you get 1,000 points when your friend spends over $39.',
      'No. One promotion or voucher per order.',
    ])
      expect(within(panel).getByText(text)).toBeInTheDocument();
    await user.click(within(panel).getByText('How do I redeem my points?'));
    expect(within(panel).getByText(/^Open Get rewards and choose Get Rewards/)).toBeVisible();
  });
});
