// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loopbackPort,
  moduleStyleSheets,
  prerenderBuildDir,
  servedFile,
} from './prerender-plugin.ts';

const outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
for (const file of [
  'index.html',
  'shell.html',
  'store.html',
  'store/customer_info.html',
  'robots.txt',
]) {
  mkdirSync(join(outDir, file, '..'), { recursive: true });
  writeFileSync(join(outDir, file), '');
}
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('vite preview of a prerendered build', () => {
  it("serves a route's own page, build files as they are, and the shell for every other path", () => {
    expect(servedFile(outDir, '/store')).toBe('/store.html');
    expect(servedFile(outDir, '/store/customer_info')).toBe('/store/customer_info.html');
    expect(servedFile(outDir, '/robots.txt')).toBeNull();
    expect(servedFile(outDir, '/')).toBe('/index.html');
    expect(servedFile(outDir, '/item/705-apricot-seed-capsules')).toBe('/shell.html');
    expect(servedFile(outDir, '/this-page-does-not-exist')).toBe('/shell.html');
  });
});

describe('the Node build of the prerender entry', () => {
  it('gets a directory of its own per output directory, the same one for the same output', () => {
    const root = '/repo';
    const dist = prerenderBuildDir(root, 'dist');
    expect(dist).toBe(prerenderBuildDir(root, '/repo/dist'));
    expect(dist.startsWith('/repo/node_modules/.cache/apricot-prerender/')).toBe(true);
    expect(prerenderBuildDir(root, 'dist-e2e')).not.toBe(dist);
    expect(prerenderBuildDir(root, '/tmp/dist-bench')).not.toBe(dist);
  });
});

describe("a first screen's style sheets", () => {
  const manifest = {
    'src/pages/store-page.tsx': { css: ['assets/store.css'], imports: ['_kit.js', '_card.js'] },
    '_kit.js': { css: ['assets/kit.css'], imports: ['_card.js'] },
    '_card.js': { css: ['assets/card.css', 'assets/kit.css'], imports: ['_kit.js'] },
    'src/pages/other.tsx': { css: ['assets/other.css'] },
  };

  it("are the page module's and those of every chunk it imports, each once", () => {
    expect(moduleStyleSheets(manifest, 'src/pages/store-page.tsx')).toEqual([
      'assets/store.css',
      'assets/kit.css',
      'assets/card.css',
    ]);
    expect(moduleStyleSheets(manifest, 'src/pages/other.tsx')).toEqual(['assets/other.css']);
  });

  it('fail the build when the manifest does not know the page module (it was moved)', () => {
    expect(() => moduleStyleSheets(manifest, 'src/pages/moved.tsx')).toThrow(
      /no src\/pages\/moved/,
    );
  });
});

describe("where the local API may stand in for the bundle's API during the build", () => {
  it('is a port on this machine only, never another host', () => {
    expect(loopbackPort('http://127.0.0.1:5013')).toBe(5013);
    expect(loopbackPort('http://localhost:34501/')).toBe(34501);
    expect(loopbackPort('https://api.example.com')).toBeNull();
    expect(loopbackPort('https://api.example.com:5013')).toBeNull();
    expect(loopbackPort('http://localhost')).toBeNull();
    expect(loopbackPort('not a url')).toBeNull();
  });
});
