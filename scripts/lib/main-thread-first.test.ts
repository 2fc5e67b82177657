// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdMainThreadsFirst, processesWith } from './main-thread-first.mjs';

/** A /proc of its own: one folder a process, its command line NUL-separated. */
const fakeProc = (lines: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'proc-'));
  for (const [pid, line] of Object.entries(lines)) {
    mkdirSync(join(dir, pid));
    writeFileSync(join(dir, pid, 'cmdline'), line.split(' ').join('\0'));
  }
  mkdirSync(join(dir, 'self'));
  return dir;
};

describe('processesWith', () => {
  it("finds the renderers by their command line, reads a zygote's child again, never the others", () => {
    const proc = fakeProc({
      '100': '/usr/bin/chromium --headless',
      '101': '/usr/bin/chromium --type=renderer --lang=en',
      '102': '/usr/bin/chromium --type=zygote',
      '103': '/usr/bin/chromium --type=gpu-process',
    });
    const seen = new Map<string, boolean>();
    expect(processesWith('--type=renderer', seen, proc)).toEqual([101]);

    // The zygote's fork becomes a renderer; the browser's line would never be read again.
    writeFileSync(join(proc, '102', 'cmdline'), '/usr/bin/chromium\0--type=renderer');
    writeFileSync(join(proc, '100', 'cmdline'), '/usr/bin/chromium\0--type=renderer');
    expect(processesWith('--type=renderer', seen, proc).sort()).toEqual([101, 102]);
  });
});

describe('holdMainThreadsFirst', () => {
  let child: ChildProcess | undefined;
  let hold: ReturnType<typeof holdMainThreadsFirst> | undefined;
  afterEach(() => {
    hold?.stop();
    child?.kill();
  });

  /** A process whose command line carries a flag of this test's own. */
  const start = () => {
    const flag = `--type=apricot-test-${process.pid}-${Date.now()}`;
    child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', flag], {
      stdio: 'ignore',
    });
    return { flag, pid: child.pid as number };
  };

  it("sets the matching process's priority", async () => {
    const { flag, pid } = start();
    // A higher nice than now: allowed without privileges too.
    const nice = Math.min(getPriority(pid) + 7, 19);
    hold = holdMainThreadsFirst({ flag, nice, intervalMs: 5 });
    await vi.waitFor(() => expect(getPriority(pid)).toBe(nice));
    expect(hold.refused()).toBeNull();
  });

  it.skipIf(process.getuid?.() !== 0)(
    'sets it back when something else changes it (as Chromium does)',
    async () => {
      const { flag, pid } = start();
      hold = holdMainThreadsFirst({ flag, nice: -5, intervalMs: 5 });
      await vi.waitFor(() => expect(getPriority(pid)).toBe(-5));
      setPriority(pid, 5);
      await vi.waitFor(() => expect(getPriority(pid)).toBe(-5));
    },
  );
});
