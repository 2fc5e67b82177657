import { onTestFinished } from 'vitest';
import { server } from '../../local-api/node';

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
