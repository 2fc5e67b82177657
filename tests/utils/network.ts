import { act, waitFor } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { server } from '../../local-api/node';
import { nextTask } from '@/lib/next-task';

type RequestListener = (event: { request: Request }) => void;

/** Listens to the mock network's `event` from now to the end of the test. */
const listenUntilTestEnds = (
  event: 'request:start' | 'request:end',
  listener: RequestListener,
): void => {
  server.events.on(event, listener);
  onTestFinished(() => {
    server.events.removeListener(event, listener);
  });
};

/**
 * Counts the requests the mock network is answering, from now to the end of the test. `quiet()`
 * is the state a test that proves something did not happen waits for: React's pending effects
 * have run (they start any late request) and no request is open, nor a task later (the HTTP layer
 * starts a call a task after it is asked for: src/api/own-task.ts). No fixed sleep.
 */
export const trackRequests = () => {
  let open = 0;
  listenUntilTestEnds('request:start', () => {
    open += 1;
  });
  listenUntilTestEnds('request:end', () => {
    open -= 1;
  });
  return {
    quiet: async () => {
      await act(async () => undefined);
      await waitFor(async () => {
        expect(open).toBe(0);
        await nextTask();
        expect(open).toBe(0);
      });
    },
  };
};

/** Every request's method, URL and body as sent, from now to the end of the test. */
export const recordRequests = () => {
  const seen: { url: string; method: string; body: Promise<string> }[] = [];
  listenUntilTestEnds('request:start', ({ request }) => {
    seen.push({ url: request.url, method: request.method, body: request.clone().text() });
  });
  return async () => Promise.all(seen.map(async (entry) => ({ ...entry, body: await entry.body })));
};
