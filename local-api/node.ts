import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The local API's handlers for Vitest (tests/setup/vitest.setup.ts). Per-test overrides: server.use(...). */
export const server = setupServer(...handlers);

/** Restores the seeded state between tests. (Filled in by the store module.) */
export const resetLocalApi = (): void => {};
