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
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort, freePorts, isPortFree } from './lib/ports.mjs';
import { bin, buildBundle, localApiEnv, root, run } from './lib/run.mjs';

const buildDir = resolve(root, 'dist-e2e');
const outDir = resolve(buildDir, 'client');
const portsFile = resolve(buildDir, '.e2e-ports.json');

const previousPorts = async () => {
  if (
    process.env.E2E_SKIP_BUILD !== '1' ||
    !existsSync(resolve(outDir, 'index.html')) ||
    !existsSync(portsFile)
  ) {
    return null;
  }
  try {
    const { apiPort, webPort } = JSON.parse(readFileSync(portsFile, 'utf8'));
    if (apiPort && webPort && (await isPortFree(apiPort)) && (await isPortFree(webPort)))
      return { apiPort, webPort };
    console.log('[e2e] the ports of the previous dist-e2e build are taken: rebuilding');
  } catch {
    console.log('[e2e] unreadable dist-e2e/.e2e-ports.json: rebuilding');
  }
  return null;
};

const reused = await previousPorts();
const [apiPort, webPort] = reused ? [reused.apiPort, reused.webPort] : await freePorts(2);
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;

// The e2e bundle also configures the third-party scripts (stand-ins served by the local API), so the
// journeys run with them and tests can prove where they never load.
const settingsEnv = {
  ...localApiEnv(api, web),
  VITE_REVIEW_WIDGET_SCRIPT_URL: `${api}/__ext/scripts/review-widget.js`,
  VITE_MARKETING_SCRIPT_URL: `${api}/__ext/scripts/marketing.js`,
  // The loyalty widget's stand-in: customers are authenticated with the local API's signer.
  VITE_LOYALTY_SCRIPT_URL: `${api}/__ext/scripts/loyaltylion.js`,
  VITE_LOYALTY_SITE_TOKEN: 'e2e-loyalty-site-token',
  // The Bitcoin payment page is the local API's stand-in.
  VITE_BITCOIN_PAYMENT_HOST: `${api}/__ext/coinbase`,
  // The affiliate page prepares an e-mail to this address (nothing is sent by the page itself).
  VITE_AFFILIATE_EMAIL: 'affiliates@apricot.test',
  // The header's external Affiliate Program link (and the affiliate page's) are shown: axe sees them.
  VITE_AFFILIATE_URL: 'https://affiliates.apricot.test/apricot',
};

if (reused) {
  console.log(`[e2e] E2E_SKIP_BUILD=1: reusing dist-e2e/ (API ${api}, web ${web})`);
} else {
  console.log(`[e2e] building dist-e2e/ for API ${api}, web ${web}`);
  const code = await buildBundle('dist-e2e', settingsEnv);
  if (code !== 0) {
    console.error(`[e2e] the production build failed (exit ${code})`);
    process.exit(code);
  }
  writeFileSync(portsFile, `${JSON.stringify({ apiPort, webPort })}\n`);
}

/** The nginx binary (non-root shells often lack /usr/sbin in PATH), or null. */
const findNginx = () => {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const known = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (known) return known;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
};

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
