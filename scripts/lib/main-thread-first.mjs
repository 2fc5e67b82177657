/**
 * `BENCH_MAIN_FIRST=1 npm run bench -- --against <ref>`: while Lighthouse runs, each Chromium
 * renderer's main thread is held at a higher scheduling priority than every other thread on the
 * machine, so the page's tasks run when they are ready instead of waiting for one of the two cores
 * behind the browser and GPU processes, the compiling threads, the servers and Lighthouse itself
 * (docs/decisions/056-lighthouse-with-the-main-thread-first.md). A second reading beside the
 * default one, never in its place. Linux only, and only with the right to raise a priority (root or
 * CAP_SYS_NICE); without it the bench says so and measures as usual.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Above Chromium's own priority for the threads that draw (nice -8, where it may set it). */
const MAIN_FIRST_NICE = -15;

/**
 * Processes whose command line carries `flag`. A Linux process's main thread has the process's
 * id, and a priority set on that id is that thread's alone. `seen` remembers the processes that
 * are not, so each command line is read once; a process forked from Chromium's zygote carries
 * the zygote's line at first and is read again until it changes.
 */
export const processesWith = (flag, seen = new Map(), proc = '/proc') => {
  const found = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name) || seen.get(name) === false) continue;
    let line;
    try {
      line = readFileSync(`${proc}/${name}/cmdline`, 'latin1');
    } catch {
      continue; // gone meanwhile
    }
    if (line.includes(flag)) found.push(Number(name));
    else if (!line.includes('--type=zygote')) seen.set(name, false);
  }
  return found;
};

/**
 * Holds the main thread of every process carrying `flag` at `nice` until `stop()`, checking every
 * `intervalMs` (Chromium sets its renderers' priority itself and is set back at once). Returns
 * `{ stop, refused }`: `refused()` is the error's message when this machine does not allow it.
 */
export const holdMainThreadsFirst = ({
  flag = '--type=renderer',
  nice = MAIN_FIRST_NICE,
  intervalMs = 10,
} = {}) => {
  const seen = new Map();
  let refused = null;
  const tick = () => {
    for (const pid of processesWith(flag, seen)) {
      try {
        if (getPriority(pid) !== nice) setPriority(pid, nice);
      } catch (error) {
        // Node's system errors carry the errno in `info`.
        if ((error?.info?.code ?? error?.code) === 'ESRCH') continue; // ended meanwhile
        refused = error instanceof Error ? error.message : String(error);
        clearInterval(timer);
        return;
      }
    }
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return { stop: () => clearInterval(timer), refused: () => refused };
};
