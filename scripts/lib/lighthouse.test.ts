// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mainThreadAfterFcp, scriptGzipBeforeIdle } from './lighthouse.mjs';

describe('scriptGzipBeforeIdle', () => {
  it("sums the gzip of the site's own scripts the page loaded, each file once", () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lh-'));
    mkdirSync(join(outDir, 'assets'));
    const entry = 'export const a = 1;'.repeat(50);
    const page = 'console.log("page");';
    writeFileSync(join(outDir, 'assets', 'entry.js'), entry);
    writeFileSync(join(outDir, 'assets', 'page.js'), page);
    writeFileSync(join(outDir, 'assets', 'style.css'), 'body{}'.repeat(100));
    const web = 'http://127.0.0.1:4000';
    const lhr = {
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: `${web}/assets/entry.js`, resourceType: 'Script' },
              { url: `${web}/assets/entry.js?again`, resourceType: 'Script' },
              { url: `${web}/assets/page.js`, resourceType: 'Script' },
              { url: `${web}/assets/style.css`, resourceType: 'Stylesheet' },
              { url: 'https://widgets.example/loader.js', resourceType: 'Script' },
            ],
          },
        },
      },
    };
    const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(scriptGzipBeforeIdle(lhr, web, outDir)).toBe(gzip(entry) + gzip(page));
  });
});

describe('mainThreadAfterFcp', () => {
  const page = { pid: 7, tid: 1 };
  const task = (ts: number, dur: number, tdur: number, thread = page) => ({
    name: 'RunTask',
    ph: 'X',
    ...thread,
    ts,
    dur,
    tdur,
  });

  it("sums the CPU time and the length of the page's main-thread tasks after the first paint", () => {
    const traceEvents = [
      { name: 'ParseHTML', ph: 'X', ...page, ts: 100, dur: 50 },
      { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 10_000 },
      task(200, 300, 300), // over before the paint
      task(0, 40_000, 20_000), // runs across it: the last three quarters count
      task(50_000, 20_000, 9_000),
      task(60_000, 30_000, 30_000, { pid: 7, tid: 2 }), // another thread of the renderer
      task(60_000, 30_000, 30_000, { pid: 9, tid: 1 }), // another process
      { name: 'Layout', ph: 'X', ...page, ts: 51_000, dur: 5_000, tdur: 5_000 }, // inside a task
    ];
    expect(mainThreadAfterFcp(traceEvents)).toMatchObject({ cpuMs: 24, wallMs: 50 });
  });

  it("counts blocking as Lighthouse does, from the tasks' length and from their CPU time", () => {
    const traceEvents = [
      { name: 'ParseHTML', ph: 'X', ...page, ts: 100, dur: 50 },
      { name: 'firstContentfulPaint', ph: 'R', pid: 7, tid: 1, ts: 10_000 },
      task(0, 40_000, 20_000), // 30 ms after the paint, 15 of CPU: 120 - 50 and 60 - 50
      task(50_000, 20_000, 9_000), // 80 - 50, and 36 blocks nothing
      task(80_000, 40_000, 30_000), // lays out: twice its time, 80 - 50 and 60 - 50
      { name: 'Layout', ph: 'X', ...page, ts: 81_000, dur: 5_000, tdur: 5_000 },
      task(130_000, 10_000, 10_000), // 40 ms at 4x: not long
      task(150_000, 90_000, 90_000, { pid: 7, tid: 2 }), // another thread
    ];
    expect(mainThreadAfterFcp(traceEvents)).toMatchObject({ blockingMs: 130, blockingCpuMs: 20 });
    // At 8x: 240 - 50, 160 - 50, 160 - 50, 80 - 50; and 120 - 50, 72 - 50, 120 - 50, 80 - 50.
    expect(mainThreadAfterFcp(traceEvents, 8)).toMatchObject({
      blockingMs: 440,
      blockingCpuMs: 192,
    });
  });

  it('has no figures for a trace without a first contentful paint', () => {
    const none = { cpuMs: null, wallMs: null, blockingMs: null, blockingCpuMs: null };
    expect(mainThreadAfterFcp([task(0, 10, 10)])).toEqual(none);
    expect(mainThreadAfterFcp(undefined)).toEqual(none);
  });
});
