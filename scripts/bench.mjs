#!/usr/bin/env node
/**
 * `npm run bench`: measures, never judges (exit 0 unless it could not build).
 *
 * 1. starts the local API on a free port, its artwork photo-like PNGs (BENCH_ARTWORK=svg: the
 *    default SVGs), and builds dist-bench/ against it (manifest on);
 * 2. bundle sizes (raw, gzip, brotli) of the home route's initial JS/CSS, of every route's own chunk
 *    and of every lazy chunk;
 * 3. Lighthouse 12 (default mobile config) on `vite preview` of that build for /, /store, a product,
 *    /blogs and /cart: BENCH_RUNS runs a page (default 3), each figure the median of them;
 * 4. Interaction to Next Paint, CPU 4x slower, on the same server: Add To Cart on /store, a sort
 *    change on a category page, a quantity change on /cart (scripts/lib/inp.mjs), BENCH_INP_RUNS
 *    runs each (default 3), each figure the median of them;
 * 5. the cost-growth case: /store with 400 products against 40 (scripts/lib/store-cost.mjs),
 *    BENCH_COST_RUNS runs a size (default 7: a ratio of two medians of 3 swung 2.7-3.5x run to run);
 * 6. prints the tables with the previous local run's figures (bench/results.json, when there is one)
 *    beside, then writes bench/results.json. Both it and the HTML reports in bench/.lh/ are
 *    git-ignored: figures of one machine, compared run to run there.
 * 7. presses before hydration (scripts/lib/presses.mjs), CPU 4x slower and Slow 4G: on /, /store, a
 *    product and /cart, when the control painted, when its handler was attached, and what a press
 *    made right after the first paint did; BENCH_PRESS_RUNS runs a page (default 3).
 * `npm run bench -- --cost-only`: steps 1, 2 and 5, printed only.
 * `npm run bench -- --presses-only [--against <git ref>]`: steps 1 and 7, printed only; with
 * `--against`, the same measure of that ref too, built from a temporary `git worktree` (removed after).
 * `npm run bench -- --profile [--profile-names]`: step 1, then one Chromium trace a page (BENCH_PAGES,
 * CPU the first of BENCH_CPU, default 4) read by name (scripts/lib/profile.mjs): each long task's
 * parts and the functions that cost most, printed only. `--profile-names` builds unminified, so the
 * functions read as the source names them (the costs then are not the shipped build's);
 * BENCH_TRACE_DIR=<dir> keeps each raw trace there for DevTools.
 * `npm run bench -- --against <git ref>`: step 1 for both, then Lighthouse on both builds interleaved
 * (scripts/lib/side-by-side.mjs), printed only: BENCH_RUNS runs (default 10) at each CPU slowdown of
 * BENCH_CPU (default 4,8) on the pages of BENCH_PAGES (default the five above, comma-separated).
 * With BENCH_MAIN_FIRST=1 each renderer's main thread runs ahead of the machine's other threads
 * meanwhile (scripts/lib/main-thread-first.mjs): a second reading, labelled in the table's title.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { homeInitialSizes, kb, lazyChunkSizes, routeChunkSizes } from './lib/bundle-size.mjs';
import { chromePath } from './lib/chromium.mjs';
import { INP_GOAL_MS, measureInp } from './lib/inp.mjs';
import { auditPage, categories } from './lib/lighthouse.mjs';
import { freePorts } from './lib/ports.mjs';
import { holdMainThreadsFirst } from './lib/main-thread-first.mjs';
import { measurePresses } from './lib/presses.mjs';
import { bin, buildBundle, localApiEnv, root, run } from './lib/run.mjs';
import { formatProfile, profilePage } from './lib/profile.mjs';
import { compareBuilds, comparisonTable, scriptCostTable } from './lib/side-by-side.mjs';
import { measureStoreCost } from './lib/store-cost.mjs';

const row = (cells, widths) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const print = (title, headers, rows) => {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  console.log(`\n${title}`);
  console.log(row(headers, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(row(r, widths));
};

const seconds = (ms) => (ms == null ? '-' : (ms / 1000).toFixed(2));
/** Each run's press: effects counted, "busy" when the control said it was not ready, "lost" for none. */
const pressOutcomes = (result) =>
  result.runs
    .map((r) => `${r.effects}${r.busyOnPress ? ' busy' : ''}${r.effects === 0 ? ' lost' : ''}`)
    .join(' / ');

/** The presses-before-hydration table: this build's figures, and `before`'s (--against) under them. */
const printPresses = (now, before, runs = Number(process.env.BENCH_PRESS_RUNS) || 3) => {
  const rows = (results, label) =>
    results.map((r) =>
      r.error
        ? [r.path, label, `error: ${r.error}`, '', '', '', '']
        : [
            r.path,
            label,
            r.control,
            r.runs.map((run) => seconds(run.paintedAt)).join(' / '),
            r.runs.map((run) => seconds(run.readyAt)).join(' / '),
            `${seconds(r.windowMs)} (${r.runs.map((run) => seconds(run.windowMs)).join(' / ')})`,
            pressOutcomes(r),
          ],
    );
  print(
    `Presses before hydration (CPU 4x slower, Slow 4G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms; 412x823), ${runs} loads a page`,
    ['page', 'build', 'control', 'painted at s', 'handler at s', 'window s (median)', 'press'],
    [...rows(now, 'this'), ...(before ? rows(before, againstRef) : [])],
  );
  console.log(
    "Seconds from the navigation's start. The press is made right after the control first painted; press: POST /cart/guest/add sent (Checkout: navigations to /store/customer_info), 'busy' when the control was marked not ready at once, 'lost' when nothing happened.",
  );
};

const outDir = resolve(root, 'dist-bench', 'client');
const reportsDir = resolve(root, 'bench', '.lh');
const resultsFile = resolve(root, 'bench', 'results.json');
const pagesToAudit = ['/', '/store', '/item/705-apricot-seed-capsules', '/blogs', '/cart'];
const runs = Number(process.env.BENCH_RUNS) || 3;
const costRuns = Number(process.env.BENCH_COST_RUNS) || 7;
const inpRuns = Number(process.env.BENCH_INP_RUNS) || 3;
// --cost-only: the sizes and the cost-growth case, printed but not written (a quick check while working).
const costOnly = process.argv.includes('--cost-only');
// --presses-only: the build and the presses before hydration, printed but not written.
const pressesOnly = process.argv.includes('--presses-only');
// --profile: the build and one trace a page read by name, printed only.
const profileOnly = process.argv.includes('--profile') || process.argv.includes('--profile-names');
const profileNames = process.argv.includes('--profile-names');
const againstRef = process.argv.includes('--against')
  ? process.argv[process.argv.indexOf('--against') + 1]
  : null;
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;

const [apiPort, webPort, againstPort, floorPort] = await freePorts(4);
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;
const webAgainst = `http://127.0.0.1:${againstPort}`;
const webFloor = `http://127.0.0.1:${floorPort}`;

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

const startServer = (name, command, args, env = {}, cwd = root) => {
  const child = spawn(command, args, {
    cwd,
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
const artwork = process.env.BENCH_ARTWORK ?? 'photo';
rmSync(resolve(root, benchDataFile), { force: true });
startServer(
  'api',
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'local-api/server.ts'],
  {
    PORT: String(apiPort),
    LOCAL_API_DATA_FILE: benchDataFile,
    // The cost case reseeds through /__admin/reset; the pages call it from the preview's origin.
    LOCAL_API_ADMIN: '1',
    LOCAL_API_ORIGINS: [web, webAgainst].join(','),
    // Photographs as a catalogue has them, not SVG documents the main thread draws
    // (docs/decisions/045-the-bench-measures-with-photo-artwork.md); BENCH_ARTWORK=svg: as before.
    LOCAL_API_ARTWORK: artwork,
  },
);

// The build prerenders the public pages from this API (react-router.config.ts).
await waitFor(`${api}/categories/`);
console.log(`[bench] building dist-bench/ against ${api} (artwork: ${artwork})`);
const buildCode = await buildBundle(
  'dist-bench',
  localApiEnv(api, web),
  profileNames ? ['--minify', 'false'] : [],
);
if (buildCode !== 0) {
  console.error(`[bench] the production build failed (exit ${buildCode}): nothing to measure`);
  process.exit(1);
}

/**
 * --against <ref>: that commit checked out in a temporary worktree (this checkout's node_modules
 * linked in), built against the same API into its own dist-bench/; null without the flag.
 */
const againstDir = (() => {
  if (!againstRef) return null;
  const dir = mkdtempSync(join(tmpdir(), 'apricot-bench-'));
  const added = spawnSync('git', ['worktree', 'add', '--detach', dir, againstRef], {
    cwd: root,
    stdio: 'inherit',
  });
  if (added.status !== 0) {
    console.error(`[bench] could not check out ${againstRef}`);
    process.exit(1);
  }
  symlinkSync(resolve(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
})();
const removeAgainst = () => {
  if (!againstDir) return;
  spawnSync('git', ['worktree', 'remove', '--force', againstDir], { cwd: root });
  rmSync(againstDir, { recursive: true, force: true });
};
process.on('exit', removeAgainst);
if (againstDir) {
  console.log(`[bench] building ${againstRef} in ${againstDir}`);
  const code = await run(bin('react-router'), ['build', '--logLevel', 'warn'], {
    cwd: againstDir,
    env: { ...localApiEnv(api, webAgainst), BUILD_DIR: 'dist-bench' },
  });
  if (code !== 0) {
    console.error(`[bench] the build of ${againstRef} failed (exit ${code})`);
    process.exit(1);
  }
}

/** `vite preview` of a bench build (`cwd`'s dist-bench/) on `port`, under the production headers. */
const startPreview = (name, port, settings, cwd = root, buildDir = 'dist-bench') =>
  startServer(
    name,
    process.execPath,
    [
      resolve(root, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      `${buildDir}/client`,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    // React Router's plugin serves <BUILD_DIR>/client: the bench's build.
    { ...settings, BUILD_DIR: buildDir },
    cwd,
  );

/** Each page's presses before hydration on `baseUrl`, or one `{ error }` row. */
const pressesOn = async (baseUrl, label) => {
  try {
    return await measurePresses({ chromePath, baseUrl, label });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`[bench] could not measure the presses${label}: ${message}`);
    return [{ path: 'all', error: message, runs: [] }];
  }
};

if (pressesOnly) {
  let now = [];
  let before = null;
  try {
    startPreview('web', webPort, localApiEnv(api, web));
    await waitFor(`${web}/`);
    now = await pressesOn(web, '');
    if (againstDir) {
      startPreview('web-against', againstPort, localApiEnv(api, webAgainst), againstDir);
      await waitFor(`${webAgainst}/`);
      before = await pressesOn(webAgainst, ` (${againstRef})`);
    }
  } finally {
    stopAll();
  }
  printPresses(now, before);
  process.exit(0);
}

// --- --profile: where each page's main-thread time goes, by name ----------------------------------
if (profileOnly) {
  const cpu = Number((process.env.BENCH_CPU ?? '4').split(',')[0]);
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : pagesToAudit;
  try {
    startPreview('web', webPort, localApiEnv(api, web));
    await waitFor(`${web}/`);
    for (const path of pages) {
      console.log(`[bench] tracing ${path} at ${cpu}x`);
      try {
        console.log(`\n${formatProfile(await profilePage({ web, path, cpu }))}`);
      } catch (error) {
        console.error(
          `[bench] could not trace ${path}: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  } finally {
    stopAll();
  }
  process.exit(0);
}

// --- --against <ref>: this build and the ref's side by side, Lighthouse interleaved --------------
if (againstDir) {
  const cpus = (process.env.BENCH_CPU ?? '4,8').split(',').map(Number);
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : pagesToAudit;
  const sideRuns = Number(process.env.BENCH_RUNS) || 10;
  // The floor: this build's HTML with every script removed, measured at the first CPU setting only.
  const floorDir = resolve(root, 'dist-bench-noscript');
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(resolve(root, 'dist-bench'), floorDir, { recursive: true });
  for (const file of readdirSync(join(floorDir, 'client'), { recursive: true }))
    if (String(file).endsWith('.html')) {
      const path = join(floorDir, 'client', String(file));
      writeFileSync(
        path,
        readFileSync(path, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''),
      );
    }
  const builds = [
    { label: 'this', web, outDir },
    { label: againstRef, web: webAgainst, outDir: join(againstDir, 'dist-bench', 'client') },
    { label: 'no scripts', web: webFloor, outDir: join(floorDir, 'client'), cpus: [cpus[0]] },
  ];
  let compared = { samples: {}, errors: [] };
  // BENCH_MAIN_FIRST=1: the renderers' main threads ahead of every other thread (main-thread-first.mjs).
  const mainFirstWanted = process.env.BENCH_MAIN_FIRST === '1';
  let mainFirst = null;
  try {
    // One at a time: two previews starting in one folder race on React Router's `.react-router/types`.
    startPreview('web', webPort, localApiEnv(api, web));
    await waitFor(`${web}/`);
    startPreview('web-against', againstPort, localApiEnv(api, webAgainst), againstDir);
    await waitFor(`${webAgainst}/`);
    startPreview('web-floor', floorPort, localApiEnv(api, webFloor), root, 'dist-bench-noscript');
    await waitFor(`${webFloor}/`);
    mkdirSync(reportsDir, { recursive: true });
    mainFirst = mainFirstWanted ? holdMainThreadsFirst() : null;
    compared = await compareBuilds({ builds, pages, cpus, runs: sideRuns, reportsDir });
  } finally {
    mainFirst?.stop();
    stopAll();
  }
  const refused = mainFirst?.refused();
  if (refused) console.error(`[bench] BENCH_MAIN_FIRST: the priority was refused (${refused})`);
  const { headers, rows } = comparisonTable({ samples: compared.samples, builds, cpus, pages });
  print(
    `Lighthouse 12 mobile, this build beside ${againstRef}: ${sideRuns} interleaved runs a page and CPU setting, median (min-max)${mainFirst && !refused ? ", each renderer's main thread first (BENCH_MAIN_FIRST)" : ''}`,
    headers,
    rows,
  );
  console.log(
    `ratio: this build's median over ${againstRef}'s (TBT and LCP: lower is better; perf: higher). index: Lighthouse's benchmark of this machine during the runs (higher is faster). With --against HEAD the two builds are the same code: their ratios show the noise.`,
  );
  const costs = scriptCostTable({ samples: compared.samples, label: 'this', cpus, pages });
  print(
    'Main-thread time by script, this build (Lighthouse bootup-time, median of the runs, top 5 a page)',
    costs.headers,
    costs.rows,
  );
  for (const error of compared.errors) console.error(`[bench] failed run: ${error}`);
  process.exit(0);
}

// --- bundle sizes ---------------------------------------------------------------------------
const home = homeInitialSizes(outDir, root);
const routes = routeChunkSizes(outDir, root);
const lazy = lazyChunkSizes(outDir);

// --- Lighthouse and the cost-growth case -------------------------------------------------------
const lighthouseResults = [];
let inpResults = [];
let storeCost = null;
let pressResults = [];
try {
  await waitFor(`${api}/categories/`);
  // Measured under the production headers: preview computes them from the build's settings.
  startPreview('web', webPort, localApiEnv(api, web));
  await waitFor(`${web}/`);
  mkdirSync(reportsDir, { recursive: true });
  for (const path of costOnly ? [] : pagesToAudit) {
    lighthouseResults.push(await auditPage({ web, path, runs, reportsDir, outDir }));
  }
  if (!costOnly) {
    try {
      inpResults = await measureInp({ chromePath, baseUrl: web, runs: inpRuns });
    } catch (error) {
      // Without a browser for it the other figures still count.
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(`[bench] could not measure INP: ${message}`);
      inpResults = [{ name: 'all', error: message, runsMs: [] }];
    }
  }
  if (!costOnly) pressResults = await pressesOn(web, '');
  storeCost = {
    runs: costRuns,
    ...(await measureStoreCost({ web, api, sizes: [40, 400], runs: costRuns })),
  };
} catch (error) {
  console.error(`[bench] could not measure: ${error instanceof Error ? error.message : error}`);
  lighthouseResults.push({ error: error instanceof Error ? error.message : String(error) });
} finally {
  stopAll();
}

// --- report -------------------------------------------------------------------------------------

/** "now (before)" when the previous run had a figure, else "now". */
const withPrevious = (now, before, format) =>
  before == null || now == null ? format(now) : `${format(now)} (${format(before)})`;
const kbOf = (bytes) => (bytes == null ? '-' : kb(bytes));
const fmt = (digits) => (value) => (value == null ? '-' : Number(value).toFixed(digits));
const whenBefore = previous ? ` (previous run ${previous.generatedAt} in brackets)` : '';

print(
  `Home route, loaded before interaction (kB)${whenBefore}`,
  ['asset', 'files', 'raw', 'gzip', 'brotli'],
  ['js', 'css'].map((asset) => [
    asset.toUpperCase(),
    home[asset].files.length,
    withPrevious(home[asset].raw, previous?.homeInitial?.[asset]?.raw, kbOf),
    withPrevious(home[asset].gzip, previous?.homeInitial?.[asset]?.gzip, kbOf),
    withPrevious(home[asset].brotli, previous?.homeInitial?.[asset]?.brotli, kbOf),
  ]),
);
console.log(`home page chunk: ${home.homeChunk.key ?? 'none'} (${home.homeChunk.how})`);

const previousRoute = (key) => previous?.routeChunks?.find((route) => route.key === key);
print(
  "Other routes (kB gzip): own chunk, and all the JS beyond the entry's (shared chunks included)",
  ['route module', 'own chunk', 'beyond the shell'],
  routes.map((route) =>
    route.key
      ? [
          route.key,
          withPrevious(route.js.gzip, previousRoute(route.key)?.js?.gzip, kbOf),
          withPrevious(route.beyondShell.gzip, previousRoute(route.key)?.beyondShell?.gzip, kbOf),
        ]
      : [route.specifier, 'not in the manifest', ''],
  ),
);

print(
  'Lazy chunks (kB, JS; own CSS gzip)',
  ['chunk', 'raw', 'gzip', 'brotli', 'css gzip'],
  lazy.map((c) => [
    c.key,
    kb(c.js.raw),
    kb(c.js.gzip),
    kb(c.js.brotli),
    c.css.gzip ? kb(c.css.gzip) : '-',
  ]),
);

const previousPage = (path) => previous?.lighthouse?.pages?.find((page) => page.path === path);
const lighthouseColumns = [
  ...['page', 'perf', 'a11y', 'best-pr.', 'seo'],
  ...['FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'JS kB', 'CPU index'],
];
print(
  `Lighthouse 12, mobile (default config), median of ${runs} runs${whenBefore}`,
  lighthouseColumns,
  lighthouseResults.map((r) => {
    const blanks = Array(lighthouseColumns.length - 2).fill('');
    if (r.error) return [r.path ?? '-', `error: ${r.error}`, ...blanks];
    const before = previousPage(r.path);
    const score = (id) => withPrevious(r.scores[id], before?.scores?.[id], fmt(0));
    const metric = (id, digits = 0) =>
      withPrevious(r.metrics[id], before?.metrics?.[id], fmt(digits));
    return [
      r.path,
      ...categories.map(score),
      metric('firstContentfulPaintMs'),
      metric('largestContentfulPaintMs'),
      metric('totalBlockingTimeMs'),
      metric('cumulativeLayoutShift', 3),
      metric('speedIndexMs'),
      withPrevious(r.metrics.scriptGzipBeforeIdle, before?.metrics?.scriptGzipBeforeIdle, kbOf),
      metric('hostBenchmarkIndex'),
    ];
  }),
);
console.log(
  "JS kB: gzip of the site's scripts the page loaded before the network went quiet (goal on /: 200). CPU index: Lighthouse's benchmark of this machine during the runs (higher is faster). TBT and the cost case below grow when other work slows the machine: compare runs at a similar index.",
);

if (inpResults.length > 0) {
  const previousInp = (name) =>
    previous?.inp?.interactions?.find((interaction) => interaction.name === name)?.inpMs;
  print(
    `Interaction to Next Paint (CPU 4x slower, 412x823), median of ${inpRuns}${whenBefore}`,
    ['interaction', 'INP ms', 'runs ms', 'goal'],
    inpResults.map((r) => [
      r.name,
      r.error ? `error: ${r.error}` : withPrevious(r.inpMs, previousInp(r.name), fmt(0)),
      // A run with no entry was quicker than the Event Timing threshold.
      r.runsMs.map((ms) => (ms == null ? '<16' : fmt(0)(ms))).join(' / '),
      `${INP_GOAL_MS} ms`,
    ]),
  );
}

if (pressResults.length > 0) printPresses(pressResults, null);

if (storeCost) {
  const before = (products) =>
    previous?.storeCost?.cases?.find((c) => c.products === products)?.renderMs;
  print(
    `Cost growth: /store rendered (GET /products answered to cards painted, CPU 4x slower), median of ${costRuns}, the sizes in turn`,
    ['products', 'cards', 'render ms', 'runs ms'],
    storeCost.cases.map((c) => [
      c.products,
      c.cards,
      withPrevious(c.renderMs, before(c.products), fmt(0)),
      c.runsMs.map(fmt(0)).join(' / '),
    ]),
  );
  console.log(
    `400 / 40 products: ${withPrevious(storeCost.ratio, previous?.storeCost?.ratio, fmt(2))}x (goal: 3x at most)`,
  );
}

const results = {
  generatedAt: new Date().toISOString(),
  environment: {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    chromium: chromePath,
  },
  units: 'bytes',
  homeInitial: home,
  routeChunks: routes,
  lazyChunks: lazy,
  lighthouse: {
    config: `lighthouse 12 default (mobile, simulated throttling), median of ${runs} runs`,
    categories,
    pages: lighthouseResults,
  },
  inp: {
    config: `Event Timing in Chromium, CPU 4x slower, 412x823, median of ${inpRuns} runs`,
    goalMs: INP_GOAL_MS,
    interactions: inpResults,
  },
  storeCost,
  presses: pressResults,
};
if (costOnly) process.exit(0);
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log('\n[bench] wrote bench/results.json (Lighthouse HTML reports in bench/.lh/)');
process.exit(0);
