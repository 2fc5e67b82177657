import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';
import { renderWithProviders } from '../../../tests/utils/render';
import { Footer } from './footer';
import { MainNav } from './main-nav';
import { TopBar } from './top-bar';

const AFFILIATE_URL = 'https://affiliates.example/apricot';
const settings = vi.hoisted(() => ({ affiliateUrl: 'https://affiliates.example/apricot' }));

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<{ env: Env }>();
  return {
    env: {
      ...original.env,
      phoneTollFree: '1-800-555-0199',
      phoneInternational: '+1 (555) 010-0200',
      get affiliateUrl() {
        return settings.affiliateUrl;
      },
    },
  };
});

afterEach(() => {
  settings.affiliateUrl = AFFILIATE_URL;
});

const renderNav = () =>
  renderWithProviders(
    <MemoryRouter>
      <MainNav />
    </MemoryRouter>,
  );

describe('layout parts configured from .env', () => {
  it('top bar: toll-free and international numbers as tel: links', async () => {
    renderWithProviders(<TopBar />);
    expect(await screen.findByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    expect(screen.getByRole('link', { name: '+1 (555) 010-0200' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
  });

  it('header navigation: the external Affiliate Program link opens safely in a new tab', async () => {
    renderNav();
    const link = await screen.findByRole('link', { name: /Affiliate Program/ });
    expect(link).toHaveAttribute('href', AFFILIATE_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([['javascript:alert(document.domain)'], [' JavaScript:void(0)'], ['data:text/html,hi']])(
    'header navigation: no Affiliate Program link for an unsafe configured URL (%s)',
    async (url) => {
      settings.affiliateUrl = url;
      renderNav();
      expect(await screen.findByRole('link', { name: 'Life Style' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Affiliate Program/ })).not.toBeInTheDocument();
      expect(document.querySelector('a[href*="script:" i], a[href^="data:"]')).toBeNull();
    },
  );

  it('footer: links in the spec order (help, policies, the category list, then wholesale)', async () => {
    renderWithProviders(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = within(await screen.findByRole('contentinfo'));
    await footer.findByRole('link', { name: 'Apricot Seeds' });
    const hrefs = footer
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('tel:'))
      .map((href) => (href.startsWith('/category/') ? '/category/*' : href));
    const categoryList = hrefs.filter((href) => href === '/category/*');
    expect(categoryList.length).toBeGreaterThan(0);
    expect(hrefs.filter((href, i) => href !== '/category/*' || hrefs[i - 1] !== href)).toEqual([
      '/special-product',
      '/contact-us',
      '/faq',
      '/return_policy',
      '/privacy',
      '/shipping_privacy',
      '/category/*',
      '/wholesale-application',
    ]);
  });

  it('footer: spec links and the category list', async () => {
    renderWithProviders(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = within(await screen.findByRole('contentinfo'));
    const expected: [string, string][] = [
      ['Monthly Specials', '/special-product'],
      ['Contact Us', '/contact-us'],
      ['Common Questions', '/faq'],
      ['Return Policy', '/return_policy'],
      ['Privacy Policy', '/privacy'],
      ['Shipping Policy', '/shipping_privacy'],
      ['Carry Our Products', '/wholesale-application'],
    ];
    for (const [name, href] of expected)
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(await footer.findByRole('link', { name: 'Apricot Seeds' })).toHaveAttribute(
      'href',
      '/category/1-Apricot-Seeds',
    );
    expect(footer.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });
});
