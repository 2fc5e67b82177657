import { screen, waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '../../tests/utils/render';
import { requireAuth } from './require-auth';

const accountRoutes = [
  paths.orderHistory,
  paths.basicInfo,
  paths.accountDetails,
  paths.emailPreferences,
  '/orderHistory/1001',
];

describe('route guard (spec §2.1: no login token → /login)', () => {
  it.each([...accountRoutes, paths.checkout])(
    'sends a guest from %s to /login, remembering the target',
    async (route) => {
      const { router } = renderRoute(route);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    },
  );

  it.each(accountRoutes)('lets a signed-in customer open %s', async (route) => {
    const { router } = renderRoute(route, { loggedInAs: 'customer' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('lets a signed-in customer open /checkout', async () => {
    const { router } = renderRoute(paths.checkout, { loggedInAs: 'customer' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe(paths.checkout);
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Checkout' })).not.toHaveLength(
      0,
    );
  });

  it('remembers only a path of this shop (the login page’s own validator)', () => {
    const guard = (url: string) =>
      requireAuth({ request: new Request(url) } as LoaderFunctionArgs) as Response;
    expect(guard('http://localhost/checkout?step=2').headers.get('Location')).toBe(
      '/login?from=%2Fcheckout%3Fstep%3D2',
    );
    expect(guard('http://localhost//evil.com').headers.get('Location')).toBe('/login');
  });
});
