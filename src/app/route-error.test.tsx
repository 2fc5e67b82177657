import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { baseApi } from '@/api/base-api';
import { useGetCategoriesQuery } from '@/features/catalog';
import { server } from '../../local-api/node';
import { allowConsoleError } from '../../tests/setup/vitest.setup';
import { renderWithProviders } from '../../tests/utils/render';
import { RouteError } from './route-error';

/** A page that lets its query's failure reach the route's error boundary. */
function CategoriesPage() {
  const { data, isError } = useGetCategoriesQuery();
  if (isError) throw new Error('categories failed');
  return <h1>{data ? `${data.length} categories` : 'Loading'}</h1>;
}

describe('route error boundary', () => {
  it('"Try again" runs the failed query again and shows the page, without a reload', async () => {
    allowConsoleError();
    let calls = 0;
    server.use(
      http.get('*/categories', () => {
        calls += 1;
        return calls === 2 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined;
      }),
    );
    const router = createMemoryRouter([
      { path: '/', Component: CategoriesPage, ErrorBoundary: RouteError },
    ]);
    const { user, store } = renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '8 categories' })).toBeInTheDocument();

    // A later refetch fails: the cached query now holds an error the page cannot render.
    store.dispatch(baseApi.util.invalidateTags(['Categories']));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '8 categories' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });
});
