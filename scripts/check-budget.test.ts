// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootLoader } from './script-policy.ts';

const script = resolve(import.meta.dirname, 'check-budget.mjs');

// A project of three routes: home, store and cart, each a route module of its own.
const routes = `export default [
  index('../features/home/pages/home-page.tsx'),
  route(paths.store, '../features/catalog/pages/store-page.tsx'),
  route(paths.cart, '../features/cart/pages/cart-page.tsx'),
];`;

/**
 * The prerendered home page as the build writes it (no modulepreload links): what its module script
 * imports, with their static imports, and what it links is the home route's initial JS and CSS.
 */
const homePage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/index.css"/></head><body><script type="module" async="">import * as route0 from "/assets/home.js";\n\nimport("/assets/index.js");</script></body></html>`;

const budget = {
  homeInitialJs: { gzipKb: 20, goalKb: 20, note: '' },
  homeInitialCss: { gzipKb: 10, goalKb: 10, note: '' },
  routeChunk: { gzipKb: 10, goalKb: 10, note: '', exceptions: {} },
};

/** Incompressible JS of about `kb` kB once gzipped. */
const jsOfGzipKb = (kb: number) =>
  `export const data = "${randomBytes(kb * 1000).toString('base64')}";`;
const cssOfGzipKb = (kb: number) => `.x{content:"${randomBytes(kb * 1000).toString('base64')}"}`;

let root: string;

const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

/** Writes dist/ (a build's client folder) with the chunk sizes (gzip kB) given, and its manifest. */
const build = ({
  entry = 5,
  css = 4,
  home = 2,
  store = 3,
  cart = 3,
  storeImports = [] as string[],
  cartImports = [] as string[],
  homeImports = [] as string[],
  shared = 1,
} = {}) => {
  const chunks = {
    'src/app/entry.client.tsx': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
    },
    'src/features/home/pages/home-page.tsx': {
      file: 'assets/home.js',
      isDynamicEntry: true,
      imports: homeImports,
    },
    'src/lib/shared.ts': { file: 'assets/shared.js' },
    'src/features/catalog/pages/store-page.tsx': {
      file: 'assets/store.js',
      isDynamicEntry: true,
      imports: storeImports,
    },
    'src/features/cart/pages/cart-page.tsx': {
      file: 'assets/cart.js',
      isDynamicEntry: true,
      imports: cartImports,
    },
  };
  write('dist/.vite/manifest.json', JSON.stringify(chunks));
  write('dist/index.html', homePage);
  write('dist/assets/index.js', jsOfGzipKb(entry));
  write('dist/assets/index.css', cssOfGzipKb(css));
  write('dist/assets/home.js', jsOfGzipKb(home));
  write('dist/assets/store.js', jsOfGzipKb(store));
  write('dist/assets/cart.js', jsOfGzipKb(cart));
  write('dist/assets/shared.js', jsOfGzipKb(shared));
};

const checkBudget = (limits = budget) => {
  write('bench/budget.json', JSON.stringify(limits));
  const result = spawnSync(process.execPath, [script, 'dist', '--root', root], {
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-budget-'));
  write('src/app/routes.ts', routes);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-budget', () => {
  it('passes a build within every limit and prints each figure', () => {
    build();
    const { code, output } = checkBudget();
    expect(output).toMatch(/ok {3}home route initial JS: 7\.\d kB gzip, limit 20/);
    expect(output).toMatch(/ok {3}home route CSS: 4\.\d kB gzip, limit 10/);
    expect(output).toMatch(
      /ok {3}route chunk src\/features\/cart\/pages\/cart-page\.tsx: 3\.\d kB/,
    );
    expect(output).toContain('[budget] OK');
    expect(code).toBe(0);
  });

  it("reads the home page's imports from its boot loader (the strict CSP's) as from React Router's script", () => {
    build();
    const moduleCode = 'import * as route0 from "/assets/home.js";\n\nimport("/assets/index.js");';
    write(
      'dist/index.html',
      homePage.replace(
        /<script type="module"[\s\S]*?<\/script>/,
        `<script>${bootLoader(moduleCode)}</script>`,
      ),
    );
    const { code, output } = checkBudget();
    expect(output).toMatch(/ok {3}home route initial JS: 7\.\d kB gzip, limit 20/);
    expect(code).toBe(0);
  });

  it('fails, rather than measure nothing, when the home page imports no module it can find', () => {
    build();
    write('dist/index.html', homePage.replace(/<script type="module"[\s\S]*?<\/script>/, ''));
    const { code, output } = checkBudget();
    expect(output).toContain('cannot measure: the home page imports no module that could be found');
    expect(code).toBe(1);
  });

  it('fails when one route chunk is over its limit, naming it', () => {
    build({ store: 14 });
    const { code, output } = checkBudget();
    expect(output).toMatch(
      /src\/features\/catalog\/pages\/store-page\.tsx: 14\.\d kB gzip, over its 10 kB limit/,
    );
    expect(output).not.toMatch(/cart-page\.tsx: [\d.]+ kB gzip, over/);
    expect(code).toBe(1);
  });

  it('does not count the home chunk as a route chunk: it belongs to the home route figure', () => {
    build({ home: 12 });
    const { code, output } = checkBudget();
    expect(output).not.toContain('route chunk src/features/home');
    expect(code).toBe(0);
  });

  it("counts what the home page's modules import statically", () => {
    build({ homeImports: ['src/lib/shared.ts'], shared: 6 });
    expect(checkBudget().output).toMatch(/ok {3}home route initial JS: 13\.\d kB gzip, limit 20/);
  });

  it('fails when the home route JS or CSS is over', () => {
    build({ entry: 12, home: 9 });
    expect(checkBudget()).toMatchObject({
      code: 1,
      output: expect.stringMatching(/home route initial JS: 2\d\.\d kB gzip, over/),
    });
    build({ css: 12 });
    expect(checkBudget()).toMatchObject({
      code: 1,
      output: expect.stringMatching(/home route CSS: 12\.\d kB gzip, over/),
    });
  });

  it("applies a route's own limit from the exceptions", () => {
    build({ cart: 14 });
    const exceptions = { 'src/features/cart/pages/cart-page.tsx': { gzipKb: 15, note: 'why' } };
    expect(checkBudget({ ...budget, routeChunk: { ...budget.routeChunk, exceptions } }).code).toBe(
      0,
    );
  });

  it('fails when chunks import each other in a loop, naming the files', () => {
    build({ storeImports: ['src/features/cart/pages/cart-page.tsx'] });
    expect(checkBudget().code).toBe(0);

    build({
      storeImports: ['src/features/cart/pages/cart-page.tsx'],
      cartImports: ['src/features/catalog/pages/store-page.tsx'],
    });
    const { code, output } = checkBudget();
    expect(output).toContain(
      'chunks import each other in a loop: assets/store.js -> assets/cart.js -> assets/store.js',
    );
    expect(code).toBe(1);
  });

  it('fails when a route of the route table has no chunk in the manifest', () => {
    build();
    write(
      'src/app/routes.ts',
      routes.replace('];', "  route('/blogs', '../features/blog/pages/blogs-page.tsx'),\n];"),
    );
    const { code, output } = checkBudget();
    expect(output).toContain('src/features/blog/pages/blogs-page.tsx: no chunk in the build');
    expect(code).toBe(1);
  });
});
