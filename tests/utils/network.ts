import { act, waitFor } from '@testing-library/react';
import { expect, onTestFinished } from 'vitest';
import { server } from '../../local-api/node';

/**
 * Counts the requests the mock network is answering, from now to the end of the test. `quiet()`
 * is the state a test that proves something did not happen waits for: React's pending effects
 * have run (they start any late request) and no request is still open. No fixed sleep.
 */
export const trackRequests = () => {
  let open = 0;
  const started = () => {
    open += 1;
  };
  const ended = () => {
    open -= 1;
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  });
  return {
    quiet: async () => {
      await act(async () => undefined);
      await waitFor(() => expect(open).toBe(0));
    },
  };
};
