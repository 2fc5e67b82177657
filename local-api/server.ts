import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createLocalApiApp, isLoopback, optionsFromEnv } from './app';
import { enablePersistence } from './store/db';

/**
 * `npm run api`: the local API as a real HTTP server. The same MSW handlers as in Vitest, with
 * state kept in a JSON file (LOCAL_API_DATA_FILE) written after every mutating request.
 * Settings (decision 027): LOCAL_API_HOST, PORT/LOCAL_API_PORT (0: a free port, printed),
 * LOCAL_API_ORIGINS, LOCAL_API_ADMIN=1.
 */
const options = optionsFromEnv(process.env);
const dataFile = resolve(process.env.LOCAL_API_DATA_FILE ?? '.data/db.json');

enablePersistence(dataFile);

if (!isLoopback(options.host)) {
  console.warn(
    `[local-api] LOCAL_API_HOST=${options.host}: reachable from other machines on the network. ` +
      'It has demo accounts and no real protection: use it on a network you trust only.',
  );
}

const server = createLocalApiApp(options).listen(options.port, options.host, () => {
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  console.log(
    `[local-api] listening on http://${host}:${port} (data: ${dataFile}; admin ${options.admin ? 'on' : 'off'})`,
  );
});

const shutdown = (signal: string): void => {
  console.log(`[local-api] ${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
