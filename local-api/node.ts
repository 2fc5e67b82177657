import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetDb, stopPersistence } from './store/db';
import { forgetMemoryFiles } from './store/files';

/** The local API's handlers for Vitest (tests/setup/vitest.setup.ts). Per-test overrides: server.use(...). */
export const server = setupServer(...handlers);

/** Restores the seeded state between tests (memory only: no file I/O in test mode). */
export const resetLocalApi = (): void => {
  stopPersistence();
  resetDb();
  forgetMemoryFiles();
};
