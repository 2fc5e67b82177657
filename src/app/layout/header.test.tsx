import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { DEMO_USERS } from '../../../local-api/seed/users';
import { paths, searchHref } from '@/config/paths';
import { getReferralCode, getRole, getToken, setReferralCode } from '@/lib/storage';
import { renderRoute, PAGE_READY } from '../../../tests/utils/render';
import { focusSearchBox, siteHeader } from '../../../tests/utils/search';

/** The real router renders once the lazy page module has loaded. */
const renderShell = async (...args: Parameters<typeof renderRoute>) => {
  const view = renderRoute(...args);
  await screen.findByRole('heading', { level: 1 }, PAGE_READY);
  return view;
};

const openAccountMenu = async (user: ReturnType<typeof renderRoute>['user'], firstName: string) => {
  await user.click(await siteHeader().findByRole('button', { name: `${firstName} account menu` }));
};

describe('header: guest', () => {
  it('shows LOG IN and CART only: no points badge, no account menu', async () => {
    await renderShell('/faq');
    const header = siteHeader();
    expect(header.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', paths.login);
    expect(header.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAttribute(
      'href',
      paths.cart,
    );
    expect(await header.findByRole('link', { name: 'Apricot Seeds' })).toBeInTheDocument();
    expect(header.queryByTestId('points-badge')).not.toBeInTheDocument();
    expect(header.queryByText(/points/i)).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the cart count from the user summary', async () => {
    server.use(mock.get('*/auth/user', () => HttpResponse.json({ cart: 3 })));
    await renderShell('/faq');
    expect(await siteHeader().findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('has every spec navigation link and the category links with their ids', async () => {
    await renderShell('/faq');
    const header = siteHeader();
    const expected: [string, string][] = [
      ['All Products', '/store'],
      ['Retailer Locations', '/retailer-locations'],
      ['Blogs', '/blogs'],
      ['Contact Us', '/contact-us'],
      ['Reviews', '/reviews'],
      ['Testimonials', '/testimonial'],
      ['Carry Our Products', '/wholesale-application'],
      ['Refer A Friend', '/refer-a-friend'],
      ['Common Questions', '/faq'],
      ['Seeds Recipes', '/seeds-recipes'],
      ['Superfood Recipes', '/recipes-superfood'],
      ['Life Style', '/life-style'],
    ];
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    for (const [name, href] of expected)
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(await nav.findByRole('link', { name: 'B17 Capsules' })).toHaveAttribute(
      'href',
      '/category/2-B17-Capsules',
    );
    // Spec order: all products, the category links, then the information pages.
    const order = nav
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .map((href) => (href.startsWith('/category/') ? '/category/*' : href))
      .filter((href, i, all) => href !== '/category/*' || all[i - 1] !== href);
    expect(order).toEqual(['/store', '/category/*', ...expected.slice(1).map(([, href]) => href)]);
  });
});

describe('header: signed in', () => {
  it('shows the first name, the points badge and the account menu (no Quick Checkout for role 1)', async () => {
    const { user } = await renderShell('/faq', { loggedInAs: 'customer' });
    const header = siteHeader();
    expect(header.queryByRole('link', { name: 'LOG IN' })).not.toBeInTheDocument();
    expect(await header.findByText(DEMO_USERS.customer.first_name)).toBeInTheDocument();
    expect(await header.findByTestId('points-badge')).toHaveTextContent(/^[\d,]+ points$/);
    await openAccountMenu(user, DEMO_USERS.customer.first_name);
    const items: [string, string][] = [
      ['OrderHistory', '/OrderHistory'],
      ['BasicInfo', '/BasicInfo'],
      ['AccountDetails', '/AccountDetails'],
      ['EmailPreferences', '/EmailPreferences'],
    ];
    for (const [name, href] of items)
      expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(header.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Quick Checkout' })).not.toBeInTheDocument();
  });

  it('opens the account menu by keyboard and moves through it with the arrow keys', async () => {
    const { user } = await renderShell('/faq', { loggedInAs: 'customer' });
    const toggle = await siteHeader().findByRole('button', {
      name: `${DEMO_USERS.customer.first_name} account menu`,
    });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(siteHeader().getByRole('link', { name: 'OrderHistory' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(siteHeader().getByRole('link', { name: 'BasicInfo' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the last item with ArrowUp, from the closed or the open toggle', async () => {
    const { user } = await renderShell('/faq', { loggedInAs: 'customer' });
    const toggle = await siteHeader().findByRole('button', {
      name: `${DEMO_USERS.customer.first_name} account menu`,
    });
    toggle.focus();
    await user.keyboard('{ArrowUp}');
    expect(siteHeader().getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}');
    expect(siteHeader().getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('closes the account menu on Tab out or a press outside, and follows a clicked item', async () => {
    const { user, router } = await renderShell('/faq', { loggedInAs: 'customer' });
    const name = `${DEMO_USERS.customer.first_name} account menu`;
    const toggle = await siteHeader().findByRole('button', { name });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    siteHeader().getByRole('button', { name: 'Logout' }).focus();
    await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(siteHeader().getByRole('link', { name: 'BasicInfo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.basicInfo));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Quick Checkout to role 2, opening its dialog', async () => {
    const { user } = await renderShell('/faq', { loggedInAs: 'wholesale' });
    await openAccountMenu(user, DEMO_USERS.wholesale.first_name);
    await user.click(siteHeader().getByRole('button', { name: 'Quick Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Checkout' });
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      siteHeader().getByRole('button', { name: `${DEMO_USERS.wholesale.first_name} account menu` }),
    ).toHaveFocus();
  });

  it('hides the points badge until the identity (id and email) is known', async () => {
    server.use(
      mock.get('*/auth/user', () =>
        HttpResponse.json({ first_name: 'Ada', cart: 0, pointsTotal: 50 }),
      ),
    );
    await renderShell('/faq', { loggedInAs: 'customer' });
    expect(await siteHeader().findByText('Ada')).toBeInTheDocument();
    expect(siteHeader().queryByTestId('points-badge')).not.toBeInTheDocument();
  });

  it('logs out: clears token, role cookie and referral code, lands on /login without a reload', async () => {
    setReferralCode('ADA1007');
    const { user, router, store } = await renderShell('/faq', { loggedInAs: 'customer' });
    await openAccountMenu(user, DEMO_USERS.customer.first_name);
    await user.click(siteHeader().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(getReferralCode()).toBeNull();
    expect(store.getState().user).toMatchObject({
      loggedIn: false,
      id: null,
      firstName: null,
      email: null,
    });
    expect(store.getState().loyalty.pointsTotal).toBeNull();
    expect(await siteHeader().findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(siteHeader().queryByTestId('points-badge')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:root') ?? '').not.toContain('Ada'),
    );
  });
});

describe('header: search and mobile menu', () => {
  it('goes to /search with the text URL-encoded, any character included', async () => {
    const { user, router } = await renderShell('/faq');
    const text = 'apricot (raw) [50%] & oil #1+';
    await focusSearchBox(user);
    await user.paste(text);
    await user.click(siteHeader().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      searchHref(text),
    );
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe(text);
    expect(router.state.location.hash).toBe('');
  });

  it('does nothing for blank search text', async () => {
    const { user, router } = await renderShell('/faq');
    await user.type(await focusSearchBox(user), '   ');
    await user.click(siteHeader().getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('opens and closes the collapsible menu by keyboard, with aria-expanded', async () => {
    const { user } = await renderShell('/faq');
    const toggle = siteHeader().getByRole('button', { name: 'Menu' });
    const menuId = toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    expect(document.getElementById(menuId ?? '')).toContainElement(
      siteHeader().getByRole('navigation', { name: 'Main' }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
  it('Escape from a link inside the open menu closes it and gives focus back to the toggle', async () => {
    const { user } = await renderShell('/faq');
    const toggle = siteHeader().getByRole('button', { name: 'Menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = within(siteHeader().getByRole('navigation', { name: 'Main' }));
    nav.getByRole('link', { name: 'Blogs' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('header: unset .env values', () => {
  it('hides the Affiliate Program link when no affiliate URL is configured', async () => {
    await renderShell('/faq');
    expect(siteHeader().queryByRole('link', { name: /Affiliate Program/ })).not.toBeInTheDocument();
  });
});
