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
  ['index', (run) => run.metrics.hostBenchmarkIndex, 0],
];
/** The figures whose ratio (this build's median over the ref's) is printed. */
const RATIOS = ['perf', 'TBT ms', 'LCP ms'];

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
        const order = run % 2 ? builds : [...builds].reverse();
        for (const [index, build] of order.entries()) {
          console.log(`[bench] lighthouse ${path} at ${cpu}x, ${build.label} (run ${run}/${runs})`);
          const slug = builds.indexOf(build) === 0 ? 'this' : 'against';
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
  ];
  const rows = [];
  for (const cpu of cpus) {
    for (const path of pages) {
      const [self, ref] = builds.map((build) => samples[cpu]?.[path]?.[build.label] ?? []);
      for (const [index, build] of builds.entries()) {
        const runs = index === 0 ? self : ref;
        rows.push([
          path,
          `${cpu}x`,
          build.label,
          runs.length,
          ...FIGURES.map(([, read, digits]) => spread(runs, read, digits)),
          ...RATIOS.map((name) =>
            index === 0 ? ratio(self, ref, FIGURES.find(([figure]) => figure === name)[1]) : '',
          ),
        ]);
      }
    }
  }
  return { headers, rows };
};
