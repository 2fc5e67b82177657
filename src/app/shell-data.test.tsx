import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../local-api/node';
import type { DemoUserKey } from '../../local-api/seed/users';
import { trackRequests } from '../../tests/utils/network';
import { preloadPages, renderRoute, PAGE_READY } from '../../tests/utils/render';

const visitedRoutes = [
  { path: '/faq', title: 'Common Questions' },
  { path: '/contact-us', title: 'Contact Us' },
  { path: '/reviews', title: 'Reviews' },
  { path: '/blogs', title: 'Blogs' },
];
const visitedPaths = visitedRoutes.map(({ path }) => path);

beforeAll(() => preloadPages(...visitedPaths), 60_000);

/** Pathnames of every GET that reached the (mock) network during the test. */
const recordGets = () => {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') paths.push(new URL(request.url).pathname.replace(/\/+$/, ''));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return (path: string) => paths.filter((p) => p === path).length;
};

const visit = async (who?: DemoUserKey) => {
  const count = recordGets();
  const requests = trackRequests();
  const { router } = renderRoute(visitedPaths[0], { loggedInAs: who });
  // The header's and the footer's links, which need not come in the same render.
  await waitFor(
    () => expect(screen.getAllByRole('link', { name: 'Apricot Seeds' })).toHaveLength(2),
    PAGE_READY,
  );
  for (const { path, title } of visitedRoutes.slice(1)) {
    await router.navigate(path);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe(path);
    // The page itself, not the previous one still on screen while React commits the transition.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  }
  // Any late refetch has started and ended before counting.
  await requests.quiet();
  return count;
};

describe('shell data: fetched once per visit, shared by header and footer', () => {
  it('a guest moving through 4 pages calls /categories/ and /auth/user once each', async () => {
    const count = await visit();
    expect(count('/categories')).toBe(1);
    expect(count('/auth/user')).toBe(1);
    expect(count('/__ext/ipify')).toBe(1);
  });

  it('a signed-in customer moving through 4 pages calls them once each too', async () => {
    const count = await visit('customer');
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(count('/categories')).toBe(1);
    expect(count('/auth/user')).toBe(1);
  });
});
