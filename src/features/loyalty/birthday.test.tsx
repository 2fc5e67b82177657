import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';

// Only Date is faked: "today" is fixed, the timers the UI waits on stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

const openBirthday = async () => {
  const view = renderRoute('/faq', { loggedInAs: 'customer' });
  await view.user.click(await screen.findByRole('button', { name: '1,415 points' }, PAGE_READY));
  const loyalty = within(await screen.findByRole('dialog', { name: 'Loyalty Rewards' }));
  await view.user.click(
    await loyalty.findByRole('button', { name: 'Add Birthday: Happy Birthday' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Happy Birthday' }));
  return { ...view, loyalty, dialog };
};

const recordPosts = () => {
  const posted: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/add/earn-points'))
      void request
        .clone()
        .json()
        .then((body) => posted.push(body));
  });
  return posted;
};

type Opened = Awaited<ReturnType<typeof openBirthday>>;

const enterDate =
  (user: Opened['user'], dialog: Opened['dialog']) => async (m: string, d: string, y: string) => {
    const day = dialog.getByRole('textbox', { name: 'Day' });
    const year = dialog.getByRole('textbox', { name: 'Year' });
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), m);
    await user.clear(day);
    await user.type(day, d);
    await user.clear(year);
    await user.type(year, y);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
  };

describe('Happy Birthday dialog (spec part 1 §2.8, §4, §5)', () => {
  it('gives each of the four messages and posts nothing', async () => {
    const posted = recordPosts();
    const { user, dialog } = await openBirthday();
    const enter = enterDate(user, dialog);

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'November');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please complete your birth date.')).toBeInTheDocument();

    await enter('February', '30', '2000');
    expect(await dialog.findByText('Please enter a valid date.')).toBeInTheDocument();

    await enter('November', '24', '2026');
    expect(await dialog.findByText('Birth date cannot be in the future.')).toBeInTheDocument();

    // The 13th birthday is tomorrow.
    await enter('November', '24', '2013');
    expect(await dialog.findByText('You must be at least 13 years old.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('saves a 13th birthday that is today: the dialog promises 250 points, the item is done', async () => {
    const posted = recordPosts();
    const { user, dialog, loyalty } = await openBirthday();
    await enterDate(user, dialog)('November', '23', '2013');
    expect(
      await dialog.findByText(
        'Your birthday is saved. You will get 250 points on your next birthday.',
      ),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ earning_id: 2, day: 23, month: 11, year: 2013 }]);

    const item = loyalty.getByRole('heading', { name: 'Happy Birthday' }).closest('li');
    await waitFor(() =>
      expect(
        within(item as HTMLElement).getByRole('button', { name: 'Completed: Happy Birthday' }),
      ).toBeDisabled(),
    );
  });

  it('keeps what was typed when the server refuses it', async () => {
    const { user, dialog } = await openBirthday();
    server.use(
      http.post('*/add/earn-points', () =>
        HttpResponse.json({ message: 'Your birthday is already saved.' }, { status: 409 }),
      ),
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Month' }), 'March');
    await user.type(dialog.getByRole('textbox', { name: 'Day' }), '5');
    await user.type(dialog.getByRole('textbox', { name: 'Year' }), '1990');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your birthday is already saved.');
    expect(dialog.getByRole('textbox', { name: 'Day' })).toHaveValue('5');
    expect(dialog.getByRole('textbox', { name: 'Year' })).toHaveValue('1990');
  });
});
