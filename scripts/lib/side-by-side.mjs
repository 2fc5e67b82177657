/**
 * `npm run bench -- --against <git ref>`: Lighthouse on this build and the ref's, interleaved. Each
 * run measures every page on both builds back to back (which goes first alternates run to run), so
 * the two are judged on the same machine in the same minutes. Lab TBT on a shared machine swings
 * 1.5-3x between runs of the same code: a figure means something only beside the ref's, and a claim
 * needs enough runs that `--against HEAD` (the same code twice) reads a ratio near 1.
 */
import { resolve } from 'node:path';
import { auditOnce, median, reportName } from './lighthouse.mjs';

/** The figures compared: column, how to read it from a run's summary, decimals. */
const FIGURES = [
  ['perf', (run) => run.scores.performance, 0],
  ['TBT ms', (run) => run.metrics.totalBlockingTimeMs, 0],
  ['LCP ms', (run) => run.metrics.largestContentfulPaintMs, 0],
  ['FCP ms', (run) => run.metrics.firstContentfulPaintMs, 0],
  ['CLS', (run) => run.metrics.cumulativeLayoutShift, 3],
  // The main thread's CPU time after the first paint, unthrottled, and its share of those tasks'
  // length (lighthouse.mjs, mainThreadAfterFcp): the page's own work, steadier than TBT.
  ['main CPU ms', (run) => run.metrics.mainCpuAfterFcpMs, 0],
  [
    'CPU share',
    (run) =>
      run.metrics.mainWallAfterFcpMs
        ? run.metrics.mainCpuAfterFcpMs / run.metrics.mainWallAfterFcpMs
        : null,
    2,
  ],
  // TBT counted from those tasks' length and from their CPU time (lighthouse.mjs): the first near
  // Lighthouse's, the second what the page's own work blocks with a core of its own.
  ['TBT by trace', (run) => run.metrics.traceBlockingMs, 0],
  ['TBT by CPU', (run) => run.metrics.cpuBlockingMs, 0],
  ['index', (run) => run.metrics.hostBenchmarkIndex, 0],
];
/** The figures whose ratio (this build's median over the ref's) is printed. */
const RATIOS = ['perf', 'TBT ms', 'LCP ms', 'main CPU ms'];

/**
 * builds: `[{ label, web, outDir }, ...]` (the first is this checkout's). Resolves with
 * `{ [cpu]: { [path]: { [label]: summaries[] } } }` and the errors met.
 */
export const compareBuilds = async ({ builds, pages, cpus, runs, reportsDir }) => {
  const samples = {};
  const errors = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const cpu of cpus) {
      for (const path of pages) {
        const here = builds.filter((build) => !build.cpus || build.cpus.includes(cpu));
        const order = run % 2 ? here : [...here].reverse();
        for (const [index, build] of order.entries()) {
          console.log(`[bench] lighthouse ${path} at ${cpu}x, ${build.label} (run ${run}/${runs})`);
          const slug = ['this', 'against', 'floor'][builds.indexOf(build)] ?? 'other';
          const result = await auditOnce({
            web: build.web,
            path,
            outDir: build.outDir,
            cpu,
            reportFile: resolve(reportsDir, `${reportName(path)}-${cpu}x-${slug}-${run}.html`),
          });
          if (result.error) {
            errors.push(
              `${path} ${cpu}x ${build.label} run ${run} (${index ? 'second' : 'first'}): ${result.error}`,
            );
            continue;
          }
          ((samples[cpu] ??= {})[path] ??= {})[build.label] ??= [];
          samples[cpu][path][build.label].push(result);
        }
      }
    }
  }
  return { samples, errors };
};

const format = (value, digits) => (value == null ? '-' : Number(value).toFixed(digits));

/** "median (min-max)" of one figure over a build's runs. */
const spread = (runs, read, digits) => {
  const values = runs.map(read).filter((value) => value != null);
  if (values.length === 0) return '-';
  const mid = format(median(values), digits);
  return values.length === 1
    ? mid
    : `${mid} (${format(Math.min(...values), digits)}-${format(Math.max(...values), digits)})`;
};

const ratio = (these, those, read) => {
  const a = median(these.map(read));
  const b = median(those.map(read));
  return a == null || b == null || b === 0 ? '-' : `${(a / b).toFixed(2)}x`;
};

/** The table: `{ headers, rows }`, a row a page, CPU setting and build; ratios on this build's row. */
export const comparisonTable = ({ samples, builds, cpus, pages }) => {
  const headers = [
    'page',
    'CPU',
    'build',
    'runs',
    ...FIGURES.map(([name]) => name),
    ...RATIOS.map((name) => `${name} ratio`),
    'LCP / floor',
  ];
  const rows = [];
  for (const cpu of cpus) {
    for (const path of pages) {
      const [self, ref] = builds.map((build) => samples[cpu]?.[path]?.[build.label] ?? []);
      // The floor is read at its own CPU setting (LCP hardly depends on it without scripts).
      const floor = builds[2]
        ? (samples[builds[2].cpus?.[0] ?? cpu]?.[path]?.[builds[2].label] ?? [])
        : [];
      const lcp = FIGURES.find(([figure]) => figure === 'LCP ms')[1];
      for (const [index, build] of builds.entries()) {
        if (build.cpus && !build.cpus.includes(cpu)) continue;
        const runs = samples[cpu]?.[path]?.[build.label] ?? [];
        rows.push([
          path,
          `${cpu}x`,
          build.label,
          runs.length,
          ...FIGURES.map(([, read, digits]) => spread(runs, read, digits)),
          ...RATIOS.map((name) =>
            index === 0 ? ratio(self, ref, FIGURES.find(([figure]) => figure === name)[1]) : '',
          ),
          index < 2 && floor.length ? ratio(runs, floor, lcp) : '',
        ]);
      }
    }
  }
  return { headers, rows };
};

/**
 * The scripts that cost the main thread most on each page at each CPU setting, for one build: each
 * file's median over the runs (Lighthouse's bootup-time: evaluation, parse and compile, and the
 * work they cause). `{ headers, rows }`.
 */
export const scriptCostTable = ({ samples, label, cpus, pages, top = 5 }) => {
  const headers = ['page', 'CPU', 'script', 'total ms', 'scripting ms'];
  const rows = [];
  for (const cpu of cpus) {
    for (const path of pages) {
      const runs = samples[cpu]?.[path]?.[label] ?? [];
      const byUrl = new Map();
      for (const run of runs)
        for (const cost of run.scriptCosts ?? []) {
          const entry = byUrl.get(cost.url) ?? { total: [], scripting: [] };
          entry.total.push(cost.totalMs);
          entry.scripting.push(cost.scriptingMs);
          byUrl.set(cost.url, entry);
        }
      const ranked = [...byUrl.entries()]
        .map(([url, costs]) => ({
          url,
          total: median(costs.total),
          scripting: median(costs.scripting),
        }))
        .sort((a, b) => b.total - a.total)
        .slice(0, top);
      for (const { url, total, scripting } of ranked) {
        let name = url;
        try {
          name = new URL(url).pathname;
        } catch {
          // not a URL (Lighthouse's 'Other'): kept as it is
        }
        rows.push([path, `${cpu}x`, name, format(total, 0), format(scripting, 0)]);
      }
    }
  }
  return { headers, rows };
};
