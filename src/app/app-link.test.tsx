import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavigateContext } from '@/components/ui/app-link';
import { useAppNavigate } from './use-app-navigate';

/** A page with an AppLink under the app's navigation, as RootLayout gives it. */
function PageWithLink({ to }: { to: string }) {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  return (
    <AppNavigateContext value={navigate}>
      <h1>{pathname}</h1>
      <AppLink to={to} state={{ id: 705 }}>
        Apricot Seed Capsules
      </AppLink>
    </AppNavigateContext>
  );
}

/**
 * Clicks the link and tells whether the click was left to the browser (not cancelled by the app). The
 * browser's own follow is stopped after the app has seen the click: jsdom cannot navigate.
 */
const browserFollows = (link: HTMLElement, init: MouseEventInit = {}): boolean => {
  let cancelled = false;
  const stop = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  fireEvent.click(link, init);
  window.removeEventListener('click', stop);
  return !cancelled;
};

const renderAt = (path: string, to: string) => {
  const router = createMemoryRouter(
    [
      { path: '/store', element: <PageWithLink to={to} /> },
      { path: '/item/:idSlug', element: <PageWithLink to={to} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, link: screen.getByRole('link', { name: 'Apricot Seed Capsules' }) };
};

describe('<AppLink> under the layout', () => {
  it('is a real link to the path, and a click goes there through the router with its state', async () => {
    const { router, link } = renderAt('/store', '/item/705-apricot-seed-capsules');
    expect(link).toHaveAttribute('href', '/item/705-apricot-seed-capsules');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { name: '/item/705-apricot-seed-capsules' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ id: 705 });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is to the page shown, as the router’s Link does', async () => {
    const { router, link } = renderAt(
      '/item/705-apricot-seed-capsules',
      '/item/705-apricot-seed-capsules',
    );
    await userEvent.click(link);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.state).toEqual({ id: 705 });
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_name, init) => {
    const { router, link } = renderAt('/store', '/item/705-apricot-seed-capsules');
    // Not cancelled: the browser opens the link its own way, and the app stays where it is.
    expect(browserFollows(link, init)).toBe(true);
    expect(router.state.location.pathname).toBe('/store');
  });

  it('leaves a link with a target of its own to the browser', () => {
    const navigate = vi.fn();
    render(
      <AppNavigateContext value={navigate}>
        <AppLink to="/store" target="_blank" rel="noopener">
          Products
        </AppLink>
      </AppNavigateContext>,
    );
    expect(browserFollows(screen.getByRole('link', { name: 'Products' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('runs its own onClick first, and a handler that cancels the click keeps the router out', () => {
    const navigate = vi.fn();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AppNavigateContext value={navigate}>
        <AppLink to="/store" onClick={onClick}>
          Products
        </AppLink>
      </AppNavigateContext>,
    );
    expect(browserFollows(screen.getByRole('link', { name: 'Products' }))).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('<AppLink> rendered alone (no layout)', () => {
  it("is the router's Link: same href, and a click still navigates with the state", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/store',
          element: (
            <AppLink to="/item/705-apricot-seed-capsules" state={{ id: 705 }}>
              Apricot Seed Capsules
            </AppLink>
          ),
        },
        { path: '/item/:idSlug', element: <h1>Product</h1> },
      ],
      { initialEntries: ['/store'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Apricot Seed Capsules' });
    expect(link).toHaveAttribute('href', '/item/705-apricot-seed-capsules');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ id: 705 });
  });
});
