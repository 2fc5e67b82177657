// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree } from './lib/ports.mjs';

const root = resolve(import.meta.dirname, '..');
let scratch = '';

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `code` (TypeScript, through tsx) in a process of its own with `dir` as its temp folder. */
const runInProcess = (code: string, dir: string) => {
  const file = join(dir, 'run.mts');
  writeFileSync(file, code);
  const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [file], {
    cwd: root,
    env: { ...process.env, TMPDIR: dir },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout + run.stderr };
};

describe('startLocalApi (the build-time local API)', () => {
  it('is stopped and its data removed when the process ends without stopping it', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'seo-plugin-test-'));
    const plugin = JSON.stringify(join(root, 'scripts/seo-files-plugin.ts'));
    const { code, out } = runInProcess(
      `import { readdirSync } from 'node:fs';
       import { tmpdir } from 'node:os';
       const { startLocalApi } = await import(${plugin});
       const api = await startLocalApi(process.cwd())();
       const data = readdirSync(tmpdir()).filter((name) => name.startsWith('apricot-sitemap-'));
       console.log(JSON.stringify({ baseUrl: api.baseUrl, data }));
       process.exit(0);`,
      scratch,
    );
    expect(code, out).toBe(0);
    const started = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      baseUrl: string;
      data: string[];
    };
    // It did run, with a data folder of its own.
    expect(started.data).toHaveLength(1);
    expect(readdirSync(scratch).filter((name) => name.startsWith('apricot-sitemap-'))).toEqual([]);
    // Its port, not a request: this process's MSW answers any address.
    const port = Number(new URL(started.baseUrl).port);
    await expect.poll(() => isPortFree(port), { timeout: 20_000 }).toBe(true);
  }, 120_000);
});
