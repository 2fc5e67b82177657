import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../tests/setup/vitest.setup';
import { renderRoute } from '../../tests/utils/render';

// Stand-ins for a menu and a footer that fail to render, whatever the cause.
vi.mock('./layout/main-nav', () => ({
  MainNav: () => {
    throw new Error('the menu failed');
  },
}));
vi.mock('./layout/footer', () => ({
  Footer: () => {
    throw new Error('the footer failed');
  },
}));

describe('header and footer error boundaries', () => {
  it('a failing menu and footer leave the page, a short header and the footer line', async () => {
    allowConsoleError();
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
});
