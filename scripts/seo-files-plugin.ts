/**
 * The Vite plugin that writes robots.txt and sitemap.xml (scripts/seo-files.ts) into the output of a
 * client production build, from the same VITE_* settings as the bundle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { resolveSettings } from '../src/config/settings.ts';
import { freePort } from './lib/ports.mjs';
import { getJson, robotsTxt, sitemapRoutes, sitemapXml, type LocalApi } from './seo-files.ts';

const waitUntilUp = async (url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
    await new Promise((done) => setTimeout(done, 250));
  }
};

/** `npm run api` on `port` (a free one by default) with a throw-away data file (seeded state). */
export const startLocalApi = (root: string, wantedPort?: number) => async (): Promise<LocalApi> => {
  const port = wantedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'apricot-sitemap-'));
  const child = spawn(
    process.execPath,
    [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'local-api/server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOCAL_API_DATA_FILE: join(dataDir, 'db.json') },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // A process that ends without `stop` (an 'exit' listener cannot await) still stops the API and
  // removes its data folder.
  const stopNow = (): void => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => {
    process.off('exit', stopNow);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitUntilUp(`${baseUrl}/categories/`, 60_000),
      exited.then(() => Promise.reject(new Error('the local API exited'))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
};

export const seoFiles = (): Plugin => {
  let root = process.cwd();
  let env: Record<string, unknown> = {};
  return {
    name: 'apricot-seo-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      env = config.env;
    },
    async writeBundle({ dir }) {
      if (!dir) return;
      const { apiBaseUrl, siteBaseUrl } = resolveSettings(env);
      const log = (message: string) => this.info(message);
      writeFileSync(join(dir, 'robots.txt'), robotsTxt(siteBaseUrl));
      if (!siteBaseUrl) {
        this.warn('no VITE_SITE_BASE_URL: sitemap.xml needs absolute URLs, so none is written');
        return;
      }
      const routes = await sitemapRoutes({
        apiBaseUrl,
        get: getJson(),
        startLocalApi: startLocalApi(root),
        log,
      });
      writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(siteBaseUrl, routes));
      log(`sitemap.xml: ${routes.length} URLs`);
    },
  };
};
