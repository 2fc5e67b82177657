import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../local-api/node';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { env } from '@/config/env';
import { renderWithProviders } from '../../../../tests/utils/render';
import { ReferralLinkPanel } from './referral-link-panel';

const code = DEMO_USERS.customer.referral_code;
const link = `${env.siteBaseUrl}/?referralCode=${code}`;

const renderPanel = () => renderWithProviders(<ReferralLinkPanel />, { loggedInAs: 'customer' });

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'share');
});

describe('ReferralLinkPanel (spec part 1 §2.9)', () => {
  it("shows the customer's link: site base address, ?referralCode= and the code", async () => {
    renderPanel();
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);
    expect(
      screen.getByText(
        'Your friend gets $10 off the first purchase, and you get 1,000 points when your friend spends over $39.',
      ),
    ).toBeInTheDocument();
  });

  it('copies the link', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
  });

  it('shares on Facebook (new tab) and by e-mail, both carrying the link', async () => {
    renderPanel();
    const facebook = await screen.findByRole('link', {
      name: 'Share on Facebook (opens in a new tab)',
    });
    const facebookUrl = new URL(facebook.getAttribute('href') ?? '');
    expect(facebookUrl.origin + facebookUrl.pathname).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(facebookUrl.searchParams.get('u')).toBe(link);
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');

    const email = screen.getByRole('link', { name: 'Share via E-mail' });
    const mail = new URL(email.getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('body')).toContain(link);
    // No Web Share API in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it("offers the browser's share sheet where it has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
  });

  it('treats a closed share sheet as no failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalled();
    expect(screen.queryByText('The link could not be shared. Please copy it instead.')).toBeNull();
  });

  it('says so when the link cannot be loaded, with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/refferal/link', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your referral link could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it('says when the customer has no code yet', async () => {
    server.use(http.get('*/refferal/link', () => HttpResponse.json({ code: null })));
    renderPanel();
    expect(
      await screen.findByText('Your referral link is not available yet. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
