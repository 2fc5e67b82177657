import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePorts, isPortFree } from './ports.mjs';
import { buildBundle, localApiEnv, root } from './run.mjs';

/**
 * The dist-e2e/ build that scripts/e2e.mjs (Playwright) and scripts/engines.mjs (WebKitGTK and
 * Firefox) test: the production bundle wired to a local API on a free port, served on another.
 */
export const buildDir = resolve(root, 'dist-e2e');
export const outDir = resolve(buildDir, 'client');
const portsFile = resolve(buildDir, '.e2e-ports.json');

/** The ports of the last build, when E2E_SKIP_BUILD=1 asks to reuse it and they are still free. */
const previousPorts = async (tag) => {
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
    console.log(`${tag} the ports of the previous dist-e2e build are taken: rebuilding`);
  } catch {
    console.log(`${tag} unreadable dist-e2e/.e2e-ports.json: rebuilding`);
  }
  return null;
};

/**
 * Picks the ports and builds dist-e2e/ for them (E2E_SKIP_BUILD=1 reuses the last build when its
 * ports are free: the API URL is baked into the bundle). Exits the process when the build fails.
 * Resolves with the ports and the build's VITE_* settings, which its servers need too.
 */
export const prepareE2eBuild = async (tag) => {
  const reused = await previousPorts(tag);
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
    // PayPal's buttons from a stand-in SDK on the local API (its Buttons render one real button).
    VITE_PAYPAL_CLIENT_ID: 'e2e-paypal-client',
    VITE_PAYPAL_SDK_URL: `${api}/__ext/paypal/sdk/js`,
    // Google Pay's button: pay.js has a fixed address, which the tests answer with the local API's
    // stand-in (Playwright's route in tests/e2e/fixtures.ts, the proxy in tests/engines/).
    VITE_GOOGLE_PAY_MERCHANT_ID: 'e2e-google-pay-merchant',
    // The Bitcoin payment page is the local API's stand-in.
    VITE_BITCOIN_PAYMENT_HOST: `${api}/__ext/coinbase`,
    // The affiliate page prepares an e-mail to this address (nothing is sent by the page itself).
    VITE_AFFILIATE_EMAIL: 'affiliates@apricot.test',
    // The header's external Affiliate Program link (and the affiliate page's) are shown: axe sees them.
    VITE_AFFILIATE_URL: 'https://affiliates.apricot.test/apricot',
  };

  if (reused) {
    console.log(`${tag} E2E_SKIP_BUILD=1: reusing dist-e2e/ (API ${api}, web ${web})`);
  } else {
    console.log(`${tag} building dist-e2e/ for API ${api}, web ${web}`);
    const code = await buildBundle('dist-e2e', settingsEnv);
    if (code !== 0) {
      console.error(`${tag} the production build failed (exit ${code})`);
      process.exit(code);
    }
    writeFileSync(portsFile, `${JSON.stringify({ apiPort, webPort })}\n`);
  }
  return { apiPort, webPort, api, web, settingsEnv };
};

/** The nginx binary (non-root shells often lack /usr/sbin in PATH), or null. */
export const findNginx = () => {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const known = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (known) return known;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
};
