import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished } from 'vitest';
import { server } from '../../local-api/node';

/** Queries within the page's header. */
export const siteHeader = () => {
  const header = document.querySelector<HTMLElement>('header.site-header');
  if (!header) throw new Error('no site header');
  return within(header);
};

/** The header's search box, focused by a press on it. */
export const focusSearchBox = async (user: UserEvent) => {
  const box = siteHeader().getByRole('combobox', { name: 'Search products' });
  await user.click(box);
  await waitFor(() => expect(box).toHaveFocus());
  return box;
};

/** Every product search request's (GET /search) `search` parameter, in order, for this test. */
export const recordSearches = (): string[] => {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.replace(/\/+$/, '').endsWith('/search'))
      asked.push(url.searchParams.get('search') ?? '');
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return asked;
};
