// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { biggestCosts, blockingAfter, breakdown, samplesOf, selfTimes } from './profile.mjs';

const main = { pid: 1, tid: 7 };
const slice = (name: string, ts: number, dur: number, args = {}) => ({
  ...main,
  ph: 'X',
  name,
  ts,
  dur,
  args,
});

describe('breakdown', () => {
  it("splits a task's time into its parts by self time, and script time by file", () => {
    const events = [
      slice('RunTask', 0, 100_000),
      slice('EvaluateScript', 0, 60_000, { data: { url: 'http://127.0.0.1:1/assets/a.js?x' } }),
      // Inside the script: a style recalculation the script forced.
      slice('UpdateLayoutTree', 10_000, 20_000),
      slice('Layout', 70_000, 25_000),
      // After the window: not counted.
      slice('ParseHTML', 200_000, 5_000),
    ];
    const { groups, scripts } = breakdown(events, 0, 100_000);
    expect(groups).toEqual({ 'script evaluation': 40_000, 'style and layout': 45_000 });
    expect(scripts).toEqual({ '/assets/a.js': 40_000 });
  });
});

/** A CPU profile chunk of the main thread's profile '0x1', as Chromium's trace writes one. */
const profileChunk = ({
  nodes,
  samples,
  timeDeltas,
  lines,
}: {
  nodes: object[];
  samples: number[];
  timeDeltas: number[];
  lines?: number[];
}) => ({
  ...main,
  ph: 'P',
  name: 'ProfileChunk',
  id: '0x1',
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas, lines } },
});

describe('samples and costs', () => {
  const events = [
    { ...main, ph: 'P', name: 'Profile', id: '0x1', args: { data: { startTime: 1000 } } },
    profileChunk({
      nodes: [
        {
          id: 1,
          callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 },
        },
        {
          id: 2,
          parent: 1,
          callFrame: {
            functionName: 'render',
            url: 'http://h/a.js',
            lineNumber: 9,
            columnNumber: 4,
          },
        },
        {
          id: 3,
          parent: 2,
          callFrame: {
            functionName: 'format',
            url: 'http://h/b.js',
            lineNumber: 0,
            columnNumber: 0,
          },
        },
      ],
      samples: [2, 3, 3, 2],
      // Microseconds between samples; the last sample's length is the gap to the next.
      timeDeltas: [0, 2000, 3000, 1000],
    }),
  ];

  it('reads the main thread samples on the trace clock with their stacks', () => {
    const samples = samplesOf(events, main);
    expect(samples.map((sample) => sample.ts)).toEqual([1000, 3000, 6000, 7000]);
    expect(samples[1].stack).toEqual(['(root) ', 'render /a.js:10:5', 'format /b.js:1:1']);
  });

  it("counts each function's self time, within a window when asked", () => {
    const samples = samplesOf(events, main);
    const self = selfTimes(samples);
    expect(self.get('format /b.js:1:1')).toBe(4);
    expect(self.get('render /a.js:10:5')).toBe(2);
    expect(selfTimes(samples, 3000, 6000).get('format /b.js:1:1')).toBe(3);
  });

  it("counts a module's top-level code by the line each sample was taken on", () => {
    const topLevel = profileChunk({
      nodes: [
        {
          id: 4,
          parent: 1,
          callFrame: { functionName: '', url: 'http://h/c.js', lineNumber: 0, columnNumber: 0 },
        },
      ],
      samples: [4, 4, 4],
      timeDeltas: [1000, 2000, 4000],
      lines: [120, 120, 7],
    });
    const self = selfTimes(samplesOf([...events, topLevel], main));
    expect(self.get('(top level) /c.js:120')).toBe(6);
    expect(self.has('(anonymous) /c.js:1:1')).toBe(false);
    // A named function at 1:1 is a function, not a file's top level.
    expect(self.get('format /b.js:1:1')).toBe(4);
  });

  it("ranks the browser's own work beside the functions, script groups left to the functions", () => {
    const costs = biggestCosts(
      { 'style and layout': 50_000, 'script evaluation': 90_000 },
      new Map([
        ['format /b.js:1:1', 30],
        ['(garbage collector) ', 80],
        ['render /a.js:10:5', 60],
      ]),
      2,
    );
    expect(costs).toEqual([
      { name: 'render /a.js:10:5', ms: 60 },
      { name: '(browser) style and layout', ms: 50 },
    ]);
  });
});

describe('blocking after the first paint', () => {
  const task = (startMs: number, ms: number) => ({ ts: startMs * 1000, dur: ms * 1000 });

  it("counts each task's time over 50 ms from the paint on, as Lighthouse's TBT does", () => {
    const tasks = [task(0, 300), task(900, 120), task(1200, 40), task(2000, 80)];
    // Before the paint at 1000 ms: the first task not at all, the second from 1000 (20 ms, none over).
    expect(blockingAfter(tasks, 1000 * 1000)).toBe(30);
    expect(blockingAfter([task(950, 200)], 1000 * 1000)).toBe(100);
    expect(blockingAfter(tasks, 0)).toBe(250 + 70 + 30);
  });
});
