// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  stagedModule,
  stageModules,
  type ViteManifest,
  withStagedModules,
} from './module-stages.ts';

// React Router's route-modules script, as its <Scripts> writes it.
const routeModules = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-page-1.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  '',
  'import("/assets/entry.client-1.js");',
].join('\n');

const manifest: ViteManifest = {
  _runtime: { file: 'assets/runtime-1.js' },
  '_vendor-data': { file: 'assets/vendor-data-1.js', name: 'vendor-data', imports: ['_runtime'] },
  '_app-shared': {
    file: 'assets/app-shared-1.js',
    name: 'app-shared',
    imports: ['_runtime', '_vendor-data'],
  },
  'src/app/root.tsx': { file: 'assets/root-1.js', imports: ['_app-shared', '_runtime'] },
  'src/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_app-shared', '_carousel'] },
  _carousel: { file: 'assets/carousel-1.js', imports: ['_app-shared'] },
  'src/app/entry.client.tsx': { file: 'assets/entry.client-1.js', imports: ['_react-dom'] },
  '_react-dom': { file: 'assets/react-dom-1.js' },
};

/** Runs `code` as the browser would, logging what it imports and preloads, in order. */
const run = async (code: string, { failing }: { failing?: string } = {}) => {
  const log: string[] = [];
  const window: Record<string, unknown> = {
    // The inline press capture's (src/app/start-up/press-capture.ts).
    __pressesBeforeHydration: { failed: () => log.push('presses told') },
  };
  const module = (file: string) => ({ file });
  const importModule = (file: string) => {
    log.push(`import ${file}`);
    return file === failing
      ? Promise.reject(new TypeError(`Failed to fetch ${file}`))
      : Promise.resolve(module(file));
  };
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = {
      postMessage: () =>
        setTimeout(() => {
          log.push('next task');
          this.port1.onmessage?.();
        }, 0),
    };
  }
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
  };
  const body = code.replace(/\bimport\(/g, 'importModule(');
  // The built script, run as the page runs it (its imports through importModule).
  const script = new Function(
    'importModule',
    'MessageChannel',
    'document',
    'window',
    `return (async () => {\n${body}\n})();`,
  )(importModule, MessageChannel, document, window) as Promise<void>;
  // With a failing file, the script's own failure is part of what it did.
  const error = failing
    ? await script.then(
        () => null,
        (reason: unknown) => reason,
      )
    : await script;
  return { log, window, error };
};

describe('staged route-modules script', () => {
  it('preloads every file the route modules need but the client entry, then evaluates the shared chunks a task each, then the route modules', async () => {
    const { log, window } = await run(stagedModule(routeModules, manifest));
    expect(log).toEqual([
      'modulepreload /assets/manifest-1.js',
      'modulepreload /assets/root-1.js',
      'modulepreload /assets/app-shared-1.js',
      'modulepreload /assets/runtime-1.js',
      'modulepreload /assets/vendor-data-1.js',
      'modulepreload /assets/home-page-1.js',
      'modulepreload /assets/carousel-1.js',
      'import /assets/vendor-data-1.js',
      'next task',
      'import /assets/app-shared-1.js',
      'next task',
      'import /assets/manifest-1.js',
      'import /assets/root-1.js',
      'import /assets/home-page-1.js',
      'import /assets/entry.client-1.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { file: '/assets/root-1.js' },
      home: { file: '/assets/home-page-1.js' },
    });
  });

  it('leaves out a staged chunk the page does not need', async () => {
    const { log } = await run(
      stagedModule(
        'import * as route0 from "/assets/carousel-1.js";\nimport("/assets/entry.client-1.js");',
        { ...manifest, _carousel: { file: 'assets/carousel-1.js', imports: ['_vendor-data'] } },
      ),
    );
    expect(log).toEqual([
      'modulepreload /assets/carousel-1.js',
      'modulepreload /assets/vendor-data-1.js',
      'modulepreload /assets/runtime-1.js',
      'import /assets/vendor-data-1.js',
      'next task',
      'import /assets/carousel-1.js',
      'import /assets/entry.client-1.js',
    ]);
  });

  it('fails the build on a script it does not know, rather than leaving the page unstaged', () => {
    expect(() => stagedModule('import("/assets/entry.client-1.js");', manifest)).toThrow(
      /no static import to stage/,
    );
    expect(() => stagedModule(routeModules.replace(/^import\(.*$/m, ''), manifest)).toThrow(
      /no import of the client entry/,
    );
  });

  it('rewrites the module script of each HTML file under the client folder, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'module-stages-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'store'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const page = (code: string) =>
      `<html><body><script>window.a = 1;</script><script type="module" async="">${code}</script></body></html>`;
    writeFileSync(join(dir, 'store', 'index.html'), page(routeModules));
    expect(stageModules(dir)).toBe(1);
    expect(readFileSync(join(dir, 'store', 'index.html'), 'utf8')).toBe(
      page(stagedModule(routeModules, manifest)),
    );
    expect(withStagedModules('<p>no scripts</p>', manifest)).toBe('<p>no scripts</p>');
  });

  it('tells the press capture when a file does not load, and fails as the import did', async () => {
    const { log, error } = await run(stagedModule(routeModules, manifest), {
      failing: '/assets/app-shared-1.js',
    });
    expect(log.slice(-3)).toEqual(['next task', 'import /assets/app-shared-1.js', 'presses told']);
    expect(error).toEqual(new TypeError('Failed to fetch /assets/app-shared-1.js'));
  });

  it('tells the press capture when the client entry does not load, after the route modules did', async () => {
    const { log, error } = await run(stagedModule(routeModules, manifest), {
      failing: '/assets/entry.client-1.js',
    });
    expect(log.slice(-3)).toEqual([
      'import /assets/home-page-1.js',
      'import /assets/entry.client-1.js',
      'presses told',
    ]);
    expect(error).toEqual(new TypeError('Failed to fetch /assets/entry.client-1.js'));
  });
});
