/**
 * Bundle size figures from a Vite build with `build.manifest: true` (shared by bench.mjs and
 * check-budget.mjs). "Home initial" = what the browser loads for `/` before any interaction:
 * the entry chunk, its static imports, their CSS, and the
 * home route's lazy page chunk with its own static imports and CSS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withStaticImports } from './static-imports.mjs';

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

/** JS files and CSS files of `keys` plus everything they import statically (transitively). */
const staticClosure = (manifest, keys) => {
  const js = [];
  const css = [];
  for (const key of withStaticImports(
    keys,
    (key) => manifest[key] && (manifest[key].imports ?? []),
  )) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    else if (chunk.file.endsWith('.css')) css.push(chunk.file);
    for (const file of chunk.css ?? []) css.push(file);
  }
  return { js, css: [...new Set(css)] };
};

/**
 * `html` with the module text its boot loaders add (scripts/script-policy.ts writes it as a JSON
 * string: React Router's inline module script, moved there for the strict CSP) as plain code.
 */
const pageModuleCode = (html) =>
  [
    html,
    ...[...html.matchAll(/\/\*apricot-boot\*\/[\s\S]*?\}\)\(("(?:[^"\\]|\\.)*")\)/g)].map(
      ([, literal]) => JSON.parse(literal),
    ),
  ].join('\n');

/**
 * The files the prerendered home page (index.html) loads before any interaction: the modules its
 * route-modules script imports (React Router's manifest, the route modules, the client entry) with
 * everything they import statically, and the style sheets it links.
 */
export const homePageFiles = (outDir) => {
  const html = pageModuleCode(readFileSync(resolve(outDir, 'index.html'), 'utf8'));
  const manifest = readManifest(outDir);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const imported = [...html.matchAll(/import(?:\(|\s[^"]*?)\s*"\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file,
  );
  const closure = staticClosure(manifest, imported.map((file) => keyOf.get(file)).filter(Boolean));
  // React Router's route manifest is not a Vite chunk: it is imported as it is.
  const js = new Set([...imported, ...closure.js]);
  const css = new Set(closure.css);
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="\/([^"#]+)#?"/g))
    css.add(href);
  return { js: [...js], css: [...css] };
};

/** Sizes of the home route's initial JS and CSS. */
export const homeInitialSizes = (outDir) => {
  const { js, css } = homePageFiles(outDir);
  // A page that loads no module is one this reading no longer understands, never a small one.
  if (js.length === 0) throw new Error('the home page imports no module that could be found');
  const jsSizes = js.map((file) => fileSizes(outDir, file));
  const cssSizes = css.map((file) => fileSizes(outDir, file));
  return {
    homeChunk: {
      how: 'what the prerendered index.html imports (with their static imports) and links',
    },
    js: { ...sum(jsSizes), files: jsSizes },
    css: { ...sum(cssSizes), files: cssSizes },
  };
};

/** The route modules src/app/routes.ts names, as manifest keys (`src/...`), home first. */
export const routeModules = (rootDir) => {
  const source = readFileSync(resolve(rootDir, 'src', 'app', 'routes.ts'), 'utf8');
  return [...source.matchAll(/['"](\.{1,2}\/[^'"]+\.tsx)['"]/g)].map(([, file]) =>
    file.startsWith('../') ? `src/${file.slice(3)}` : `src/app/${file.slice(2)}`,
  );
};

/**
 * Every route but home: its own chunk (the route module's, gzip) and, for information, all the JS it
 * loads beyond the home page's (its chunk plus the shared chunks it imports). A route whose module
 * is not in the manifest comes back with `key: null`.
 */
export const routeChunkSizes = (outDir, rootDir) => {
  const manifest = readManifest(outDir);
  const shell = new Set(homePageFiles(outDir).js);
  return routeModules(rootDir)
    .filter((key) => !key.includes('/home/pages/') && !key.endsWith('page-boundary.tsx'))
    .map((module) => {
      // React Router builds each route module as an entry of its own, under this query.
      const key = [`${module}?__react-router-build-client-route`, module].find((k) => manifest[k]);
      if (!key) return { specifier: module, key: null };
      const beyondShell = staticClosure(manifest, [key]).js.filter((file) => !shell.has(file));
      return {
        specifier: module,
        key: module,
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

export const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;

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
