#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright args]`: Playwright against the production bundle and the local API.
 *
 * 1. picks two free ports (API, web);
 * 2. builds dist-e2e/ with the VITE_* URLs pointing at that API (skipped with E2E_SKIP_BUILD=1 when a
 *    previous build exists and its ports are still free: the API URL is baked into the bundle);
 * 3. runs `playwright test` (playwright.config.ts starts the API and `vite preview`), passing through
 *    extra CLI arguments. The exit code is Playwright's.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePorts, isPortFree } from './lib/ports.mjs';
import { bin, buildAgainstLocalApi, root, run } from './lib/run.mjs';

const outDir = resolve(root, 'dist-e2e');
const portsFile = resolve(outDir, '.e2e-ports.json');

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

if (reused) {
  console.log(`[e2e] E2E_SKIP_BUILD=1: reusing dist-e2e/ (API ${api}, web ${web})`);
} else {
  console.log(`[e2e] building dist-e2e/ for API ${api}, web ${web}`);
  const code = await buildAgainstLocalApi('dist-e2e', api, web);
  if (code !== 0) {
    console.error(`[e2e] the production build failed (exit ${code})`);
    process.exit(code);
  }
  writeFileSync(portsFile, `${JSON.stringify({ apiPort, webPort })}\n`);
}

// `node scripts/e2e.mjs -- smoke` like `npm run test:e2e -- smoke`: drop the separator.
const extraArgs = process.argv[2] === '--' ? process.argv.slice(3) : process.argv.slice(2);
const code = await run(bin('playwright'), ['test', ...extraArgs], {
  env: { E2E_API_PORT: String(apiPort), E2E_WEB_PORT: String(webPort) },
  termAsInt: true,
});
process.exit(code);
