#!/usr/bin/env node
/**
 * `npm run test:engines [-- --engine webkit|firefox] [--journey <name>]`: the shopper's main journeys
 * (tests/engines/journeys.ts) in WebKitGTK (WebKitWebDriver under Xvfb) and Firefox ESR (WebDriver
 * BiDi), against the e2e production build served by nginx with the shipped config and headers, and
 * the local API.
 *
 * 1. the dist-e2e/ build of scripts/e2e.mjs (E2E_SKIP_BUILD=1 reuses it, as CI does after the e2e step);
 * 2. the local API (admin on, a fresh data file) on the build's API port, and nginx on a port of its
 *    own: the build's web port (the origin the engines browse and the API allows) is taken by
 *    run.ts's holding gate (tests/engines/holding-gate.ts), which forwards to nginx;
 * 3. tests/engines/run.ts, which writes test-results/engines.json. The exit code is the runner's.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { findNginx, outDir, prepareE2eBuild } from './lib/e2e-build.mjs';
import { freePort } from './lib/ports.mjs';
import { root, run } from './lib/run.mjs';

const tag = '[engines]';
const nginx = findNginx();
if (!nginx) {
  console.error(
    `${tag} nginx not found (set NGINX_PATH): the journeys run behind the shipped nginx config`,
  );
  process.exit(1);
}
const { api, web, apiPort, webPort, settingsEnv } = await prepareE2eBuild(tag);
// Free now, like the build's own two ports (which are not bound yet): never one of them.
let nginxPort = await freePort();
while (nginxPort === apiPort || nginxPort === webPort) nginxPort = await freePort();
const nginxURL = `http://127.0.0.1:${nginxPort}`;

const dataFile = '.data/engines-db.json';
rmSync(dataFile, { force: true });
const tsx = ['node_modules/tsx/dist/cli.mjs'];
const servers = [
  spawn(process.execPath, [...tsx, 'local-api/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(apiPort),
      LOCAL_API_DATA_FILE: dataFile,
      LOCAL_API_ADMIN: '1',
      LOCAL_API_ORIGINS: web,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
  spawn(
    process.execPath,
    [
      ...tsx,
      'scripts/nginx-serve.ts',
      '--nginx',
      nginx,
      '--root',
      outDir,
      '--port',
      String(nginxPort),
    ],
    { cwd: root, env: { ...process.env, ...settingsEnv }, stdio: ['ignore', 'ignore', 'inherit'] },
  ),
];
// SIGTERM lets nginx-serve stop nginx and remove its temporary prefix.
const stopServers = () =>
  Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', resolve);
          server.kill('SIGTERM');
        }),
    ),
  );

const answering = async (url) => {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

let code = 1;
if ((await answering(`${api}/categories/`)) && (await answering(`${nginxURL}/`))) {
  console.log(`${tag} the shop on ${web} (nginx on ${nginxURL}), the local API on ${api}`);
  const extraArgs = process.argv[2] === '--' ? process.argv.slice(3) : process.argv.slice(2);
  code = await run(process.execPath, ['--import', 'tsx', 'tests/engines/run.ts', ...extraArgs], {
    env: { ENGINES_BASE_URL: web, ENGINES_NGINX_URL: nginxURL, ENGINES_API_URL: api },
  });
} else {
  console.error(`${tag} the local API or nginx did not answer within 60 s`);
}
await stopServers();
process.exit(code);
