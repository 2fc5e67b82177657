import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../tests/setup/vitest.setup';
import { renderRoute } from '../../tests/utils/render';
import type * as MainNavModule from './layout/main-nav';

// Stand-ins for a menu that fails to render until a test lets it, and a footer that always fails.
const menu = vi.hoisted(() => ({ fails: true }));
vi.mock('./layout/main-nav', async (importOriginal) => {
  const { MainNav } = await importOriginal<typeof MainNavModule>();
  return {
    MainNav: () => {
      if (menu.fails) throw new Error('the menu failed');
      return <MainNav />;
    },
  };
});
vi.mock('./layout/footer', () => ({
  Footer: () => {
    throw new Error('the footer failed');
  },
}));

describe('header and footer error boundaries', () => {
  it('a failing menu and footer leave the page, a short header and the footer line', async () => {
    allowConsoleError();
    menu.fails = true;
    const { user } = renderRoute('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Common Questions' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: /Apricot Storefront/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(nav).getByRole('link', { name: 'CART' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Apricot Storefront. All rights reserved.',
    );

    await user.click(within(nav).getByRole('link', { name: 'All Products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('tries the full header again on the next page', async () => {
    allowConsoleError();
    menu.fails = true;
    const { user } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Common Questions' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    menu.fails = false;
    await user.click(within(header).getByRole('link', { name: 'All Products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }),
    ).toBeInTheDocument();
  });
});
