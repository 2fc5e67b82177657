import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * E2E against the production bundle (dist-e2e/, built by scripts/e2e.mjs for these ports) and the
 * local API. Run through `npm run test:e2e`, which picks free ports, builds first and hands the build's
 * VITE_* settings to the servers here (their security headers come from them). Two projects: the
 * journeys behind `vite preview`, and the smoke/header checks behind nginx with the shipped config.
 * System Chromium only: browsers are never downloaded (CHROME_PATH overrides /usr/bin/chromium).
 */
const apiPort = Number(process.env.E2E_API_PORT ?? 5113);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4273);
/** Set by scripts/e2e.mjs when nginx is installed: the same build, served by nginx with the shipped config. */
const nginxPath = process.env.E2E_NGINX_PATH;
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 0);
const nginx =
  nginxPath && nginxPort ? { path: nginxPath, url: `http://127.0.0.1:${nginxPort}` } : null;
const isCI = Boolean(process.env.CI);
const e2eDataFile = '.data/e2e-db.json';

// Fresh API state for every run (workers re-load this file: only the runner process deletes it).
if (!process.env.TEST_WORKER_INDEX) rmSync(e2eDataFile, { force: true });

/** Without the background-networking flags Chromium's own connections are refused by this closed network. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One shared local API whose state each test resets.
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    // vite preview: every journey, under the production security headers. The smoke walk (every
    // route, axe on each) runs once, behind nginx when it is installed (about 3 minutes a run).
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: nginx ? /(nginx|smoke)\.spec\.ts/ : /nginx\.spec\.ts/,
    },
    // nginx with the shipped site config: every route, the headers, caching, gzip and fallback.
    ...(nginx
      ? [
          {
            name: 'nginx',
            use: { browserName: 'chromium' as const, baseURL: nginx.url },
            testMatch: /(smoke|security-headers|nginx)\.spec\.ts/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      name: 'local-api',
      command: 'node node_modules/tsx/dist/cli.mjs local-api/server.ts',
      url: `http://127.0.0.1:${apiPort}/categories/`,
      env: {
        PORT: String(apiPort),
        LOCAL_API_DATA_FILE: e2eDataFile,
        // Tests reset the state and read submissions and reset codes through /__admin/*.
        LOCAL_API_ADMIN: '1',
        // The pages call the API from the preview's origin and nginx's.
        LOCAL_API_ORIGINS: [`http://127.0.0.1:${webPort}`, ...(nginx ? [nginx.url] : [])].join(','),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: `node node_modules/vite/bin/vite.js preview --outDir dist-e2e/client --host 127.0.0.1 --port ${webPort} --strictPort`,
      // React Router's plugin serves <BUILD_DIR>/client: the e2e build's.
      env: { BUILD_DIR: 'dist-e2e' },
      url: `http://127.0.0.1:${webPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(nginx
      ? [
          {
            name: 'nginx',
            command: `node node_modules/tsx/dist/cli.mjs scripts/nginx-serve.ts --nginx ${nginx.path} --root dist-e2e/client --port ${nginxPort}`,
            url: `${nginx.url}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            // SIGTERM lets nginx-serve stop nginx and remove its temporary prefix.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
