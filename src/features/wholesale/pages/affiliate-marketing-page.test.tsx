import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';
import { recordRequests } from '../../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';

// The two affiliate settings, changed per test (the rest of env stays as built).
const settings = vi.hoisted(() => ({ affiliateEmail: '', affiliateUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<{ env: Env }>();
  return {
    env: {
      ...env,
      get affiliateEmail() {
        return settings.affiliateEmail;
      },
      get affiliateUrl() {
        return settings.affiliateUrl;
      },
    },
  };
});

afterEach(() => {
  settings.affiliateEmail = '';
  settings.affiliateUrl = '';
});

const open = async () => {
  const rendered = renderRoute('/affiliate-marketing', {});
  await screen.findByRole('heading', { level: 1, name: 'Affiliate Marketing' }, PAGE_READY);
  return { ...rendered, user: userEvent.setup({ delay: null }) };
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const prepare = () => screen.getByRole('button', { name: 'Prepare my application e-mail' });

describe('/affiliate-marketing', () => {
  it('explains the programme: 20% commission on the first order, paid monthly via PayPal, check or account credit', async () => {
    await open();
    const programme = screen.getByRole('region', { name: 'How the affiliate programme works' });
    expect(programme).toHaveTextContent(
      'You earn a 20% commission on the first order of every customer you refer.',
    );
    expect(programme).toHaveTextContent(
      'Commissions are paid monthly via PayPal, check or account credit: you choose.',
    );
    expect(
      screen.getByRole('radiogroup', { name: 'How would you like to be paid?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  it('with an affiliate address: says applications go by e-mail and prepares that e-mail, sending nothing itself', async () => {
    settings.affiliateEmail = 'affiliates@shop.example';
    const { user } = await open();
    expect(
      screen.getByText(
        /^Applications go by e-mail to affiliates@shop\.example\. This page sends nothing itself/,
      ),
    ).toBeInTheDocument();

    await user.click(prepare());
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    await user.type(textbox('Email'), 'sam@blog');
    await user.click(prepare());
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();

    const requests = recordRequests();
    await user.type(textbox('Your Name'), 'Sam Rivera');
    await user.type(textbox('Email'), '.example');
    await user.type(textbox('Website or Social Media'), 'https://blog.example');
    await user.type(textbox('How would you promote our products?'), 'A post & my list');
    await user.click(screen.getByRole('radio', { name: 'Account credit' }));
    await user.click(prepare());

    const ready = await within(screen.getByRole('main')).findByRole('status');
    // The heading is focused by an effect, which may run after the commit that showed it.
    await waitFor(() =>
      expect(
        within(ready).getByRole('heading', { name: 'Your application e-mail is ready' }),
      ).toHaveFocus(),
    );
    expect(ready).toHaveTextContent('Nothing has been sent yet.');
    const link = within(ready).getByRole('link', { name: 'Open the e-mail' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:affiliates@shop.example?')).toBe(true);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe('Affiliate application');
    expect(query.get('body')).toBe(
      [
        'Your Name: Sam Rivera',
        'Email: sam@blog.example',
        'Website or Social Media: https://blog.example',
        'How would you like to be paid? Account credit',
        '',
        'How would you promote our products?',
        'A post & my list',
      ].join('\r\n'),
    );
    expect(await requests()).toEqual([]);

    // A changed answer takes the prepared e-mail back until it is prepared again.
    await user.type(textbox('Your Name'), ' Jr');
    expect(screen.queryByRole('link', { name: 'Open the e-mail' })).not.toBeInTheDocument();
  });

  it('without an affiliate address: says so, points to the contact page and shows the form switched off', async () => {
    await open();
    expect(
      screen.getByText(/the affiliate e-mail address is not available on this site right now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(textbox('Your Name')).toBeDisabled();
    expect(prepare()).toBeDisabled();
  });

  it('links the external affiliate programme (new tab) only when it is configured', async () => {
    const { unmount } = await open();
    expect(
      screen.queryByRole('link', { name: /Go to the affiliate programme/ }),
    ).not.toBeInTheDocument();
    unmount();

    settings.affiliateUrl = 'https://affiliates.example/apricot';
    await open();
    // jsdom's name computation drops the space before the visually hidden part.
    const link = screen.getByRole('link', {
      name: /^Go to the affiliate programme ?\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', 'https://affiliates.example/apricot');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
