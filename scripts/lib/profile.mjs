/**
 * `npm run bench -- --profile`: where a page's main-thread time goes while it starts, by name. One
 * Chromium trace per page at the given CPU slowdown (real throttling, a phone-sized viewport, fresh
 * profile): the long tasks (over 50 ms) with what each is made of (script evaluation by file,
 * HTML parsing, style and layout, rendering, document set-up, garbage collection), and the functions
 * that cost most, from the trace's CPU samples. `--profile-names` builds unminified, so functions
 * read as the source names them (docs/decisions/043-nothing-renders-twice-after-hydration.md).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromePath, chromiumFlags } from './chromium.mjs';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Trace event names grouped as Lighthouse's main-thread breakdown groups them (the common ones). */
const GROUPS = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  FunctionCall: 'script evaluation',
  TimerFire: 'script evaluation',
  EventDispatch: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'v8.run': 'script evaluation',
  'v8.compile': 'script parse and compile',
  'v8.compileModule': 'script parse and compile',
  'V8.CompileCode': 'script parse and compile',
  ParseHTML: 'parse HTML and CSS',
  ParseAuthorStyleSheet: 'parse HTML and CSS',
  UpdateLayoutTree: 'style and layout',
  RecalculateStyles: 'style and layout',
  Layout: 'style and layout',
  Paint: 'rendering',
  PrePaint: 'rendering',
  Layerize: 'rendering',
  'Document::updateStyleAndLayout': 'style and layout',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
};

/** Event names by prefix, for the many the table does not name one by one. */
const PREFIXES = [
  [/^(V8|v8)\.|Microtask/, 'script evaluation'],
  [/^(HTMLDocumentParser|DecodedDataDocumentParser)::/, 'parse HTML and CSS'],
  [/^(PaintImage|Commit|Decode|ImageDecodeTask)/, 'rendering'],
  [/^IntersectionObserver/, 'style and layout'],
  [/^(DocumentLoader|LocalWindowProxy|Receive mojo|CommitLoad|ContextCreated)/, 'document set-up'],
];

const groupOf = (name) =>
  GROUPS[name] ?? PREFIXES.find(([pattern]) => pattern.test(name))?.[1] ?? `other: ${name}`;

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');

/** The renderer's main thread: the CrRendererMain thread that parsed the page's own HTML. */
const mainThreadOf = (events, pageUrl) => {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(pageUrl.split('#')[0]),
  );
  if (!parse) throw new Error(`no renderer parsed ${pageUrl} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
};

/** Self time of each event name inside [start, end) on the main thread, by group and by script. */
export const breakdown = (events, start, end) => {
  const inside = events
    .filter(
      (e) => e.ph === 'X' && e.ts >= start && e.ts + (e.dur ?? 0) <= end && !TASK_NAMES.has(e.name),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: an event's duration less its direct children's (a stack over the sorted events).
  const selfOf = new Map();
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + (stack.at(-1).dur ?? 0) <= event.ts) stack.pop();
    selfOf.set(event, event.dur ?? 0);
    const parent = stack.at(-1);
    if (parent) selfOf.set(parent, selfOf.get(parent) - (event.dur ?? 0));
    stack.push(event);
  }
  const groups = {};
  const scripts = {};
  for (const [event, self] of selfOf) {
    const group = groupOf(event.name);
    groups[group] = (groups[group] ?? 0) + self;
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
    if (group.startsWith('script') && url) {
      const key = shortUrl(url);
      scripts[key] = (scripts[key] ?? 0) + self;
    }
  }
  return { groups, scripts };
};

/**
 * The CPU samples of the main thread: `[{ ts, stack, line }]`, `ts` on the trace's clock, `stack` the
 * sampled function's chain of names from the root (each "name file:line:column") and `line` the line
 * the sample was taken on (1-based; the profile's `lines`), or null.
 */
export const samplesOf = (events, { pid, tid }) => {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id)) continue;
    const profile = profiles.get(e.id);
    const chunk = e.args?.data?.cpuProfile;
    for (const node of chunk?.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    const lines = e.args?.data?.lines ?? [];
    (chunk?.samples ?? []).forEach((id, i) => {
      profile.time += deltas[i] ?? 0;
      samples.push({ ts: profile.time, id, line: lines[i] ?? null });
    });
  }
  const keyOf = (node) => {
    const frame = node.callFrame;
    const where = frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}${where}`;
  };
  const stacks = new Map();
  const stackOf = (id) => {
    if (stacks.has(id)) return stacks.get(id);
    const node = nodes.get(id);
    const stack = node ? [...(node.parent == null ? [] : stackOf(node.parent)), keyOf(node)] : [];
    stacks.set(id, stack);
    return stack;
  };
  return samples
    .sort((a, b) => a.ts - b.ts)
    .map((sample, i, all) => ({
      ts: sample.ts,
      ms: ((all[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
      stack: stackOf(sample.id),
      line: sample.line,
    }));
};

// A module's top-level code: one frame for the whole file, which hides what it calls into the
// browser (an Intl formatter built at import read as "(anonymous) app-shared.js:1:1").
const TOP_LEVEL = /^\(anonymous\) (\S*):1:1$/;

/**
 * Self milliseconds per function over the samples in [start, end). A module's top-level code is
 * counted by line ("(top level) /assets/a.js:120"), where the profile gives lines.
 */
export const selfTimes = (samples, start = -Infinity, end = Infinity) => {
  const self = new Map();
  for (const sample of samples) {
    if (sample.ts < start || sample.ts >= end || sample.stack.length === 0) continue;
    const frame = sample.stack.at(-1);
    const file = TOP_LEVEL.exec(frame)?.[1];
    const leaf = file !== undefined && sample.line ? `(top level) ${file}:${sample.line}` : frame;
    self.set(leaf, (self.get(leaf) ?? 0) + sample.ms);
  }
  return self;
};

// The profiler's own frames, which are no function of the page's.
const PSEUDO_FRAME = /^\((program|idle|root)\)/;

/**
 * The `count` biggest costs of a page in milliseconds: the browser's own work by group (style and
 * layout, parsing, rendering, garbage collection) beside each function's self time from the samples
 * (the samples' share of script evaluation, by name).
 */
export const biggestCosts = (groups, functionSelf, count = 10) =>
  [
    ...Object.entries(groups)
      .filter(([group]) => !group.startsWith('script'))
      .map(([group, us]) => [`(browser) ${group}`, us / 1000]),
    // Garbage collection is counted among the groups already.
    ...[...functionSelf].filter(
      ([key]) => !PSEUDO_FRAME.test(key) && !key.startsWith('(garbage collector)'),
    ),
  ]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms) }));

/**
 * Total Blocking Time as Lighthouse counts it, from a trace's own tasks: each long task's time after
 * the first contentful paint, over 50 ms (a task that spans the paint counts from it).
 */
export const blockingAfter = (tasks, paintTs) =>
  tasks.reduce((sum, task) => {
    const ms = (task.ts + task.dur - Math.max(task.ts, paintTs)) / 1000;
    return sum + Math.max(0, ms - 50);
  }, 0);

/**
 * One page's trace at `cpu`x: `{ path, cpu, blockingMs, afterPaintMs, longTasks, costs }`,
 * `blockingMs` the sum of the long tasks' time over 50 ms, `afterPaintMs` the same after the first
 * contentful paint (what Lighthouse's TBT counts, here under real throttling), each long task with
 * its parts and its `detail` costliest functions, and the page's `top` biggest costs.
 */
export const profilePage = async ({ web, path, cpu = 4, top = 10, detail = 3 }) => {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.emulateCPUThrottling(cpu);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(`${web}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    // Two more seconds: what the page starts once idle (lazy parts, the loyalty widget) is start-up too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const raw = Buffer.from(await page.tracing.stop());
    // BENCH_TRACE_DIR keeps each raw trace, to open in DevTools' Performance panel.
    if (process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      // A page traced again (BENCH_PAGES=/,/) keeps each trace: -2, -3...
      let file = join(process.env.BENCH_TRACE_DIR, `${name}-${cpu}x.json`);
      for (let n = 2; existsSync(file); n += 1)
        file = join(process.env.BENCH_TRACE_DIR, `${name}-${cpu}x-${n}.json`);
      writeFileSync(file, raw);
    }
    const events = JSON.parse(raw.toString('utf8')).traceEvents;
    const main = mainThreadOf(events, `${web}${path}`);
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    // The outermost task events only (a RunTask can hold another).
    const tasks = onMain
      .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur > 50_000)
      .sort((a, b) => a.ts - b.ts)
      .filter((task, i, all) => !all.some((o, j) => j < i && o.ts + o.dur >= task.ts + task.dur));
    const first = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? tasks[0]?.ts ?? 0;
    const samples = samplesOf(events, main);
    const rank = (map, count = top) =>
      [...map]
        .filter(([key]) => !PSEUDO_FRAME.test(key))
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
    const longTasks = tasks.map((task) => ({
      atMs: Math.round((task.ts - first) / 1000),
      ms: Math.round(task.dur / 1000),
      ...breakdown(onMain, task.ts, task.ts + task.dur),
      functions: rank(selfTimes(samples, task.ts, task.ts + task.dur), detail),
    }));
    const all = breakdown(onMain, -Infinity, Infinity);
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
    return {
      path,
      cpu,
      blockingMs: longTasks.reduce((sum, task) => sum + task.ms - 50, 0),
      afterPaintMs: paint ? blockingAfter(tasks, paint.ts) : null,
      longTasks,
      costs: biggestCosts(all.groups, selfTimes(samples), top),
    };
  } finally {
    await browser.close();
  }
};

const ms = (value) => `${Math.round(value)} ms`;

/** The report of `profilePage` as text. */
export const formatProfile = (result) => {
  const lines = [
    `## ${result.path} at ${result.cpu}x: ${result.longTasks.length} long tasks, ${ms(result.blockingMs)} over 50 ms, ` +
      (result.afterPaintMs == null
        ? 'no first contentful paint in the trace'
        : `${ms(result.afterPaintMs)} of it after the first contentful paint`),
  ];
  for (const task of result.longTasks) {
    const parts = Object.entries(task.groups)
      .filter(([, value]) => value >= 5000)
      .sort((a, b) => b[1] - a[1])
      .map(([group, value]) => `${group} ${ms(value / 1000)}`);
    const scripts = Object.entries(task.scripts)
      .filter(([, value]) => value >= 5000)
      .sort((a, b) => b[1] - a[1])
      .map(([url, value]) => `${url} ${ms(value / 1000)}`);
    lines.push(`- at ${task.atMs} ms, ${task.ms} ms: ${parts.join(', ')}`);
    if (scripts.length) lines.push(`  by file: ${scripts.join(', ')}`);
    if (task.functions.length)
      lines.push(`  by function: ${task.functions.map((f) => `${f.name} ${ms(f.ms)}`).join(', ')}`);
  }
  lines.push('the ten biggest costs (browser work by kind, script by function, self time):');
  for (const { name, ms: value } of result.costs)
    lines.push(`  ${String(value).padStart(5)} ms  ${name}`);
  return lines.join('\n');
};
