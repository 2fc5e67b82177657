/**
 * Lighthouse 12 (default mobile config, simulated throttling) on one page, `runs` times, each run in
 * a fresh Chromium (no warm cache or leftover storage); the page's figures are the median of each.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromePath, chromiumFlags } from './chromium.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const metricAudits = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

export const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Gzipped bytes of the site's own scripts the page loaded before the network went quiet (Lighthouse
 * waits for that): what the page's HTML preloads and what the app fetched while starting. Measured
 * from the built files in `outDir`, since `vite preview` serves them uncompressed, at zlib's default
 * level like the budget (scripts/lib/bundle-size.mjs).
 */
export const scriptGzipBeforeIdle = (lhr, web, outDir) => {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const files = new Set(
    items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(`${web}/`))
      .map((item) => new URL(item.url).pathname),
  );
  let bytes = 0;
  for (const file of files) {
    const path = resolve(outDir, `.${file}`);
    if (existsSync(path)) bytes += gzipSync(readFileSync(path)).length;
  }
  return bytes;
};

/**
 * The page's main thread after the first contentful paint, in the run's own trace (unthrottled:
 * Lighthouse's TBT is these tasks' times the CPU setting): the CPU time its tasks used (trace
 * `tdur`) and how long they took (`dur`). On two cores the second is often twice the first, the
 * renderer waiting for the GPU process, the browser and the bench's servers
 * (docs/decisions/054-nothing-moves-while-a-page-starts.md): the CPU time is the steadier measure
 * of the page's own work. Nulls when the trace has no first contentful paint.
 *
 * Beside them, the blocking time of those tasks counted as Lighthouse's simulation counts it (each
 * task's time after the paint times `cpu`, half that for a task that lays out, less 50 ms): from
 * their length (`blockingMs`, near Lighthouse's TBT) and from their CPU time (`blockingCpuMs`: the
 * TBT the page's own work makes when its main thread has a core of its own;
 * docs/decisions/055-the-blocking-the-pages-own-work-makes.md). Unlike Lighthouse's they start at
 * the trace's paint, not the simulated one, and run to the trace's end.
 */
export const mainThreadAfterFcp = (traceEvents = [], cpu = 4) => {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const parse = fcp && traceEvents.find((e) => e.pid === fcp.pid && e.name === 'ParseHTML');
  if (!parse) return { cpuMs: null, wallMs: null, blockingMs: null, blockingCpuMs: null };
  const onMain = (event) => event.ph === 'X' && event.pid === parse.pid && event.tid === parse.tid;
  const layouts = traceEvents.filter((event) => event.name === 'Layout' && onMain(event));
  const blocking = (ms, laysOut) => Math.max(0, ms * (laysOut ? cpu / 2 : cpu) - 50);
  let cpuUs = 0;
  let wallUs = 0;
  let blockingMs = 0;
  let blockingCpuMs = 0;
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || !onMain(event) || event.ts + event.dur <= fcp.ts) continue;
    // A task that spans the paint counts from the paint on, as TBT counts it; its CPU time in the
    // same proportion (the trace has no finer split).
    const after = event.ts + event.dur - Math.max(event.ts, fcp.ts);
    const cpuAfter = ((event.tdur ?? event.dur) * after) / event.dur;
    const end = event.ts + event.dur;
    const laysOut = layouts.some((layout) => layout.ts >= event.ts && layout.ts < end);
    cpuUs += cpuAfter;
    wallUs += after;
    blockingMs += blocking(after / 1000, laysOut);
    blockingCpuMs += blocking(cpuAfter / 1000, laysOut);
  }
  return { cpuMs: cpuUs / 1000, wallMs: wallUs / 1000, blockingMs, blockingCpuMs };
};

const summary = (lhr, web, outDir, traceEvents, cpu) => ({
  scores: Object.fromEntries(
    categories.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  ),
  metrics: {
    ...Object.fromEntries(
      Object.entries(metricAudits).map(([name, id]) => [
        name,
        lhr.audits[id]?.numericValue ?? null,
      ]),
    ),
    // Lighthouse's own measure of this machine's speed during the run (higher is faster): TBT is
    // the observed main-thread tasks times four, so it grows when other work slows the machine.
    hostBenchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scriptGzipBeforeIdle: scriptGzipBeforeIdle(lhr, web, outDir),
    ...(({ cpuMs, wallMs, blockingMs, blockingCpuMs }) => ({
      mainCpuAfterFcpMs: cpuMs,
      mainWallAfterFcpMs: wallMs,
      traceBlockingMs: blockingMs,
      cpuBlockingMs: blockingCpuMs,
    }))(mainThreadAfterFcp(traceEvents, cpu)),
  },
  // Main-thread time by script (Lighthouse's bootup-time, at the run's CPU slowdown): where the
  // blocking time comes from, by file.
  scriptCosts: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
    url: item.url,
    totalMs: item.total,
    scriptingMs: item.scripting,
  })),
  runtimeError: lhr.runtimeError?.message ?? null,
  warnings: lhr.runWarnings ?? [],
});

const medianOf = (runs, group) =>
  Object.fromEntries(
    Object.keys(runs[0][group]).map((key) => [key, median(runs.map((run) => run[group][key]))]),
  );

/**
 * One Lighthouse run of `web` + `path` in a fresh Chromium (no warm cache or leftover storage), CPU
 * `cpu` times slower than this machine (Lighthouse's default mobile setting is 4); the HTML report
 * goes to `reportFile` when given. Resolves with the run's summary, or `{ error }`.
 */
export const auditOnce = async ({ web, path, outDir, cpu = 4, reportFile }) => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(`${web}${path}`, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { cpuSlowdownMultiplier: cpu },
    });
    if (reportFile) writeFileSync(reportFile, result.report[1]);
    const traceEvents = result.artifacts?.Trace?.traceEvents;
    // BENCH_TRACE_DIR: the run's trace beside its report, for DevTools.
    if (reportFile && process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      writeFileSync(
        resolve(process.env.BENCH_TRACE_DIR, basename(reportFile).replace(/\.html$/, '.json')),
        JSON.stringify({ traceEvents }),
      );
    }
    return summary(result.lhr, web, outDir, traceEvents, cpu);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await chrome.kill();
  }
};

/** A page's file name in the reports folder. */
export const reportName = (path) =>
  path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');

/** `{ path, runs, scores, metrics }` (scores and metrics: medians), or `{ path, error }`. */
export const auditPage = async ({ web, path, runs, reportsDir, outDir }) => {
  const results = [];
  const errors = [];
  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] lighthouse ${path} (run ${run}/${runs})`);
    const result = await auditOnce({
      web,
      path,
      outDir,
      reportFile: resolve(reportsDir, `${reportName(path)}-${run}.html`),
    });
    if (result.error) errors.push(result.error);
    else results.push(result);
  }
  if (results.length === 0) return { path, error: errors.join('; ') };
  return {
    path,
    runs: results,
    scores: medianOf(results, 'scores'),
    metrics: medianOf(results, 'metrics'),
    runtimeError: results.find((r) => r.runtimeError)?.runtimeError ?? null,
    errors,
  };
};
