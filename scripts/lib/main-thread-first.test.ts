// @vitest-environment node
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

/**
 * Whether this user may raise a priority (root, or a user with CAP_SYS_NICE): found by raising its
 * own by one and putting it back (lowering a priority is always allowed).
 */
const mayRaisePriority = (() => {
  const nice = getPriority();
  if (nice === -20) return true;
  try {
    setPriority(nice - 1);
    setPriority(nice);
    return true;
  } catch {
    return false;
  }
})();

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

  // A user who may raise priorities but is not root (CAP_SYS_NICE) has no user here to run as.
  it.skipIf(mayRaisePriority && process.getuid?.() !== 0)(
    'says it was refused where a higher priority is not allowed',
    async () => {
      // Run as an unprivileged user (root may always raise a priority): a process of its own, its
      // own watcher, and the answer of `refused()` once it has one. The module goes as a data: URL,
      // since that user may not be allowed into the folder this copy of the repository is in.
      const module = readFileSync(new URL('./main-thread-first.mjs', import.meta.url));
      const moduleURL = `data:text/javascript;base64,${module.toString('base64')}`;
      const script = `
      const { spawn } = await import('node:child_process');
      const { holdMainThreadsFirst } = await import('${moduleURL}');
      const flag = '--type=apricot-refused-' + process.pid;
      // Ends by itself too, should this script be stopped before it kills it.
      const target = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', '--', flag], { stdio: 'ignore' });
      const hold = holdMainThreadsFirst({ flag, nice: -5, intervalMs: 5 });
      const answer = setInterval(() => {
        if (hold.refused() === null) return;
        clearInterval(answer);
        hold.stop();
        target.kill();
        console.log(JSON.stringify({ refused: hold.refused() }));
      }, 5);
    `;
      const nobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--input-type=module', '-e', script],
        { ...nobody, cwd: tmpdir(), timeout: 10_000 },
      );
      expect(JSON.parse(stdout).refused).toMatch(/permission|not permitted/i);
    },
  );
});
