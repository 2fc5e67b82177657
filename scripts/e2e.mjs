#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright args]`: Playwright against the production bundle and the local API.
 *
 * 1. picks two free ports (API, web);
 * 2. builds dist-e2e/ (static folder dist-e2e/client/) with the VITE_* URLs pointing at that API (skipped with E2E_SKIP_BUILD=1 when a
 *    previous build exists and its ports are still free: the API URL is baked into the bundle);
 * 3. runs `playwright test` (playwright.config.ts starts the API, `vite preview` and, when nginx is
 *    installed, nginx with the shipped site config on a third port: the `nginx` project), passing
 *    through extra CLI arguments. Both servers get the build's VITE_* settings, from which they
 *    compute the security headers. The exit code is Playwright's.
 *
 * nginx: NGINX_PATH, else the usual Debian paths or PATH. Missing nginx skips the nginx project
 * locally (with a note) and fails the run under CI, which installs it (.ci/run).
 */
import { findNginx, prepareE2eBuild } from './lib/e2e-build.mjs';
import { freePort } from './lib/ports.mjs';
import { bin, run } from './lib/run.mjs';

const { apiPort, webPort, settingsEnv } = await prepareE2eBuild('[e2e]');

const nginx = findNginx();
const nginxEnv = {};
if (nginx) {
  let nginxPort = await freePort();
  while (nginxPort === apiPort || nginxPort === webPort) nginxPort = await freePort();
  Object.assign(nginxEnv, { E2E_NGINX_PATH: nginx, E2E_NGINX_PORT: String(nginxPort) });
  console.log(`[e2e] nginx project: ${nginx} on http://127.0.0.1:${nginxPort}`);
} else if (process.env.CI) {
  console.error('[e2e] nginx not found (set NGINX_PATH): CI serves the build through nginx too');
  process.exit(1);
} else {
  console.log('[e2e] nginx not found (set NGINX_PATH): the nginx project is skipped');
}

// `node scripts/e2e.mjs -- smoke` like `npm run test:e2e -- smoke`: drop the separator.
const extraArgs = process.argv[2] === '--' ? process.argv.slice(3) : process.argv.slice(2);
const code = await run(bin('playwright'), ['test', ...extraArgs], {
  env: {
    ...settingsEnv,
    ...nginxEnv,
    E2E_API_PORT: String(apiPort),
    E2E_WEB_PORT: String(webPort),
  },
  termAsInt: true,
});
process.exit(code);
