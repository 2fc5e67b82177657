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
    expect(mainThreadAfterFcp(traceEvents)).toEqual({ cpuMs: 24, wallMs: 50 });
  });

  it('has no figures for a trace without a first contentful paint', () => {
    expect(mainThreadAfterFcp([task(0, 10, 10)])).toEqual({ cpuMs: null, wallMs: null });
    expect(mainThreadAfterFcp(undefined)).toEqual({ cpuMs: null, wallMs: null });
  });
});
