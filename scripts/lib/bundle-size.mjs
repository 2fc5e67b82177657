/**
 * Bundle size figures from a Vite build with `build.manifest: true` (shared by bench.mjs and
 * check-budget.mjs). "Home initial" = what the browser loads for `/` before any interaction:
 * the entry chunk, its static imports (emitted as <link rel="modulepreload">), their CSS, and the
 * home route's lazy page chunk with its own static imports and CSS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const readManifest = (outDir) => {
  const file = resolve(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} not found: build with build.manifest: true (vite.config.ts) first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** raw, gzip (zlib default level, as Vite reports) and brotli (quality 11) byte counts of one file. */
export const fileSizes = (outDir, file) => {
  const content = readFileSync(resolve(outDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length,
  };
};

const sum = (sizes) =>
  sizes.reduce(
    (total, s) => ({
      raw: total.raw + s.raw,
      gzip: total.gzip + s.gzip,
      brotli: total.brotli + s.brotli,
    }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

/** The manifest key of the HTML entry. */
export const entryKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('No entry chunk in the Vite manifest.');
  return key;
};

/** JS files and CSS files of `keys` plus everything they import statically (transitively). */
const staticClosure = (manifest, keys, seen = new Set()) => {
  const js = [];
  const css = [];
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    else if (chunk.file.endsWith('.css')) css.push(chunk.file);
    for (const file of chunk.css ?? []) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css: [...new Set(css)] };
};

const extensions = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** Turns an import specifier written in src/app/router.tsx into a manifest key candidate list. */
const specifierToKeys = (specifier) => {
  const base = specifier.startsWith('@/')
    ? `src/${specifier.slice(2)}`
    : specifier.startsWith('./')
      ? `src/app/${specifier.slice(2)}`
      : specifier.startsWith('../')
        ? `src/${specifier.slice(3)}`
        : specifier;
  return extensions.map((ext) => base + ext);
};

/**
 * The module src/app/router.tsx lazily imports for `paths.home`: read from the route table line
 * `{ path: paths.home, ..., load: X }` (X an inline `() => import('...')` or a const holding one).
 */
export const homeModuleFromRouter = (rootDir) => {
  const file = resolve(rootDir, 'src', 'app', 'router.tsx');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const line = /\{\s*path:\s*paths\.home\b[^}]*?load:\s*([^,}]+)/s.exec(source);
  if (!line) return null;
  const load = line[1].trim();
  const inline = /import\(\s*['"]([^'"]+)['"]\s*\)/.exec(load);
  if (inline) return inline[1];
  const identifier = /^[A-Za-z_$][\w$]*$/.test(load) ? load : null;
  if (!identifier) return null;
  const declaration = new RegExp(
    `(?:const|let|var)\\s+${identifier}\\b[^=]*=[^;]*?import\\(\\s*['"]([^'"]+)['"]\\s*\\)`,
    's',
  ).exec(source);
  return declaration ? declaration[1] : null;
};

/** Manifest key of the home route's lazy page chunk (see homeModuleFromRouter; falls back sensibly). */
export const homeChunkKey = (manifest, rootDir) => {
  const specifier = homeModuleFromRouter(rootDir);
  if (specifier) {
    const key = specifierToKeys(specifier).find((candidate) => manifest[candidate]);
    if (key) return { key, how: `router.tsx imports ${specifier}` };
  }
  const dynamic = [
    ...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? [])),
  ];
  const byName = dynamic.find((key) => /home/i.test(key));
  if (byName) return { key: byName, how: 'dynamic import whose path contains "home"' };
  const placeholder = dynamic.find((key) => key.includes('placeholder-page'));
  if (placeholder) return { key: placeholder, how: 'placeholder page (no home module yet)' };
  return { key: null, how: 'no home chunk found: entry only' };
};

/** Sizes of the home route's initial JS and CSS. */
export const homeInitialSizes = (outDir, rootDir) => {
  const manifest = readManifest(outDir);
  const entry = entryKey(manifest);
  const home = homeChunkKey(manifest, rootDir);
  const { js, css } = staticClosure(manifest, home.key ? [entry, home.key] : [entry]);
  const jsSizes = js.map((file) => fileSizes(outDir, file));
  const cssSizes = css.map((file) => fileSizes(outDir, file));
  return {
    entry: manifest[entry].file,
    homeChunk: home.key
      ? { key: home.key, file: manifest[home.key].file, how: home.how }
      : { key: null, how: home.how },
    js: { ...sum(jsSizes), files: jsSizes },
    css: { ...sum(cssSizes), files: cssSizes },
  };
};

/** Every module src/app/router.tsx imports lazily (`import('...')`): one a route, in table order. */
export const routeModulesFromRouter = (rootDir) => {
  const file = resolve(rootDir, 'src', 'app', 'router.tsx');
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...new Set(specifiers)];
};

/**
 * Every route but home: its own lazy chunk (the page module's chunk, gzip) and, for information,
 * all the JS it loads beyond the entry chunk's static imports (its chunk plus the shared chunks
 * it imports). A route whose module is not in the manifest comes back with `key: null`.
 */
export const routeChunkSizes = (outDir, rootDir) => {
  const manifest = readManifest(outDir);
  const home = homeModuleFromRouter(rootDir);
  const shell = new Set(staticClosure(manifest, [entryKey(manifest)]).js);
  return routeModulesFromRouter(rootDir)
    .filter((specifier) => specifier !== home)
    .map((specifier) => {
      const key = specifierToKeys(specifier).find((candidate) => manifest[candidate]) ?? null;
      if (!key) return { specifier, key: null };
      const beyondShell = staticClosure(manifest, [key]).js.filter((file) => !shell.has(file));
      return {
        specifier,
        key,
        file: manifest[key].file,
        js: fileSizes(outDir, manifest[key].file),
        beyondShell: sum(beyondShell.map((file) => fileSizes(outDir, file))),
      };
    });
};

/** Every lazily loaded chunk (route pages and other dynamic imports), JS and own CSS, largest first. */
export const lazyChunkSizes = (outDir) => {
  const manifest = readManifest(outDir);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const js = fileSizes(outDir, chunk.file);
      const css = sum((chunk.css ?? []).map((file) => fileSizes(outDir, file)));
      return { key, file: chunk.file, js, css };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
};

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The chunks that import themselves through their static imports, each as a file path
 * (`a.js -> b.js -> a.js`). vite.config.ts groups lazy modules without their imports
 * (`includeDependenciesRecursively: false`), which can make such a loop; one would run a module
 * before those it imports.
 */
export const chunkImportCycles = (outDir) => {
  const manifest = readManifest(outDir);
  const state = new Map();
  const cycles = [];
  const visit = (key, path) => {
    state.set(key, 'open');
    path.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open')
        cycles.push([...path.slice(path.indexOf(next)), next].map((k) => manifest[k].file));
      else if (!state.has(next) && manifest[next]) visit(next, path);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
  return cycles.map((files) => files.join(' -> '));
};
