#!/usr/bin/env node
/**
 * `npm run bench`: measures, never judges (exit 0 unless it could not build).
 *
 * 1. starts the local API on a free port and builds dist-bench/ against it (manifest on);
 * 2. bundle sizes (raw, gzip, brotli) of the home route's initial JS/CSS and of every lazy chunk;
 * 3. Lighthouse 12 (default mobile config) on `vite preview` of that build for /, /store and a product;
 * 4. prints a table and writes bench/results.json (HTML reports in bench/.lh/, git-ignored).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { homeInitialSizes, kb, lazyChunkSizes } from './lib/bundle-size.mjs';
import { chromePath, chromiumFlags } from './lib/chromium.mjs';
import { freePorts } from './lib/ports.mjs';
import { buildBundle, localApiEnv, root } from './lib/run.mjs';

const outDir = resolve(root, 'dist-bench');
const reportsDir = resolve(root, 'bench', '.lh');
const pagesToAudit = ['/', '/store', '/item/705-apricot-seed-capsules'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const [apiPort, webPort] = await freePorts(2);
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;

const started = [];
const stopAll = () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const startServer = (name, command, args, env = {}) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  started.push(child);
  return child;
};

const waitFor = async (url, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
};

const benchDataFile = '.data/bench-db.json';
rmSync(resolve(root, benchDataFile), { force: true });
startServer(
  'api',
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'local-api/server.ts'],
  {
    PORT: String(apiPort),
    LOCAL_API_DATA_FILE: benchDataFile,
  },
);

console.log(`[bench] building dist-bench/ against ${api}`);
const buildCode = await buildBundle('dist-bench', localApiEnv(api, web));
if (buildCode !== 0) {
  console.error(`[bench] the production build failed (exit ${buildCode}): nothing to measure`);
  process.exit(1);
}

// --- bundle sizes ---------------------------------------------------------------------------
const home = homeInitialSizes(outDir, root);
const lazy = lazyChunkSizes(outDir);

// --- Lighthouse -------------------------------------------------------------------------------
const lighthouseResults = [];
try {
  await waitFor(`${api}/categories/`);
  // Measured under the production headers: preview computes them from the build's settings.
  startServer(
    'web',
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      'dist-bench',
      '--host',
      '127.0.0.1',
      '--port',
      String(webPort),
      '--strictPort',
    ],
    localApiEnv(api, web),
  );
  await waitFor(`${web}/`);

  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  mkdirSync(reportsDir, { recursive: true });
  for (const path of pagesToAudit) {
    const url = `${web}${path}`;
    console.log(`[bench] lighthouse ${path}`);
    // A fresh browser per page: no warm cache or leftover storage between audits.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: chromiumFlags,
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: categories,
      });
      const { lhr } = result;
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');
      writeFileSync(resolve(reportsDir, `${name}.html`), result.report[1]);
      const metric = (id) => lhr.audits[id]?.numericValue ?? null;
      lighthouseResults.push({
        path,
        scores: Object.fromEntries(
          categories.map((id) => [
            id,
            lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
          ]),
        ),
        metrics: {
          firstContentfulPaintMs: metric('first-contentful-paint'),
          largestContentfulPaintMs: metric('largest-contentful-paint'),
          totalBlockingTimeMs: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          speedIndexMs: metric('speed-index'),
        },
        runtimeError: lhr.runtimeError?.message ?? null,
        warnings: lhr.runWarnings ?? [],
      });
    } catch (error) {
      lighthouseResults.push({
        path,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      await chrome.kill();
    }
  }
} catch (error) {
  console.error(
    `[bench] Lighthouse could not run: ${error instanceof Error ? error.message : error}`,
  );
  lighthouseResults.push({ error: error instanceof Error ? error.message : String(error) });
} finally {
  stopAll();
}

// --- report -------------------------------------------------------------------------------------
const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const print = (title, headers, rows) => {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  console.log(`\n${title}`);
  console.log(row(headers, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(row(r, widths));
};

print(
  'Home route, loaded before interaction (KB)',
  ['asset', 'files', 'raw', 'gzip', 'brotli'],
  [
    ['JS', home.js.files.length, kb(home.js.raw), kb(home.js.gzip), kb(home.js.brotli)],
    ['CSS', home.css.files.length, kb(home.css.raw), kb(home.css.gzip), kb(home.css.brotli)],
  ],
);
console.log(`home page chunk: ${home.homeChunk.key ?? 'none'} (${home.homeChunk.how})`);

print(
  'Lazy chunks (KB, JS; own CSS gzip)',
  ['chunk', 'raw', 'gzip', 'brotli', 'css gzip'],
  lazy.map((c) => [
    c.key,
    kb(c.js.raw),
    kb(c.js.gzip),
    kb(c.js.brotli),
    c.css.gzip ? kb(c.css.gzip) : '-',
  ]),
);

const fmt = (value, digits = 0) => (value == null ? '-' : Number(value).toFixed(digits));
print(
  'Lighthouse 12, mobile (default config)',
  ['page', 'perf', 'a11y', 'best-pr.', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
  lighthouseResults.map((r) =>
    r.error
      ? [r.path ?? '-', `error: ${r.error}`, '', '', '', '', '', '', '', '']
      : [
          r.path,
          fmt(r.scores.performance),
          fmt(r.scores.accessibility),
          fmt(r.scores['best-practices']),
          fmt(r.scores.seo),
          fmt(r.metrics.firstContentfulPaintMs),
          fmt(r.metrics.largestContentfulPaintMs),
          fmt(r.metrics.totalBlockingTimeMs),
          fmt(r.metrics.cumulativeLayoutShift, 3),
          fmt(r.metrics.speedIndexMs),
        ],
  ),
);

const results = {
  generatedAt: new Date().toISOString(),
  environment: {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    chromium: chromePath,
  },
  units: 'bytes',
  homeInitial: home,
  lazyChunks: lazy,
  lighthouse: {
    config: 'lighthouse 12 default (mobile, simulated throttling)',
    categories,
    pages: lighthouseResults,
  },
};
writeFileSync(resolve(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\n[bench] wrote bench/results.json (Lighthouse HTML reports in bench/.lh/)');
process.exit(0);
