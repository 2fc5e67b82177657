/**
 * The start-up's module evaluation in stages (docs/decisions/050-the-modules-evaluate-in-stages.md).
 *
 * React Router's route-modules script imports the page's route modules statically, so the browser
 * evaluates every module they need (the packages, the API layer, the store) in one task: on a
 * mid-range phone the longest task after the first paint. The build rewrites that script: it
 * preloads the same files, then imports the shared chunks one task each, in the order of
 * `STAGED_CHUNKS` (each needs only the ones before it), and only then the route modules, as
 * React Router wrote them. What loads stays the same; its files are asked for together, from the
 * end of the body, instead of level by level as each one's imports are found.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withStaticImports } from './lib/static-imports.mjs';
import { htmlFiles, INLINE_MODULE } from './script-policy.ts';

/** vite.config.ts's chunk groups that the start-up evaluates a task each, in this order. */
export const STAGED_CHUNKS = ['vendor-data', 'app-shared'] as const;

type ManifestChunk = { file: string; name?: string; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"(\/[^"]+)";[ \t]*$/gm;
// The script's last line, React Router's import of the client entry.
const ENTRY_IMPORT = /^import\(("\/[^"]+")\);[ \t]*$/m;

/** `files` (served paths, `/assets/x.js`) with everything they import statically. */
const staticallyImported = (manifest: ViteManifest, files: string[]): string[] => {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  // A file the manifest does not know (React Router's route manifest) imports nothing.
  const importsOf = (file: string) =>
    (manifest[keyOf.get(file) ?? '']?.imports ?? []).map((key) => `/${manifest[key]!.file}`);
  return [...withStaticImports(files, importsOf)];
};

// A message, not a timer: a task of its own without a timer's clamping (decision 047).
const NEXT_TASK =
  'const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); ' +
  'channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); });';

// A file that does not load tells the inline press capture, which frees the presses it holds and
// says so on the page (src/app/start-up/press-capture.ts); the import still fails.
const FAILED =
  'const failed = (error) => { window.__pressesBeforeHydration?.failed(); throw error; };';

/**
 * React Router's route-modules script `code`, staged: its static imports become a preload of every
 * file they need, the staged chunks among them imported one task each, then the imports themselves
 * (as dynamic imports, bound to the same names); the client entry's import, like them, tells the
 * press capture when it fails. Throws when the script has no static import or no entry import: a
 * format this rewrite does not know.
 */
export const stagedModule = (code: string, manifest: ViteManifest): string => {
  const imports = [...code.matchAll(STATIC_IMPORT)].map(([, name, file]) => ({
    name: name ?? null,
    file: file!,
  }));
  if (imports.length === 0)
    throw new Error(`the route-modules script has no static import to stage:\n${code}`);
  if (!ENTRY_IMPORT.test(code))
    throw new Error(`the route-modules script has no import of the client entry:\n${code}`);
  const needed = staticallyImported(
    manifest,
    imports.map(({ file }) => file),
  );
  const staged = STAGED_CHUNKS.map(
    (name) => Object.values(manifest).find((chunk) => chunk.name === name)?.file,
  )
    .map((file) => `/${file}`)
    .filter((file) => needed.includes(file));
  return [
    NEXT_TASK,
    FAILED,
    `for (const href of ${JSON.stringify(needed)}) { const link = document.createElement("link"); ` +
      'link.rel = "modulepreload"; link.href = href; document.head.append(link); }',
    ...staged.map(
      (file) => `await import(${JSON.stringify(file)}).catch(failed); await nextTask();`,
    ),
    `const [${imports.map(({ name }) => name ?? '').join(', ')}] = await Promise.all([${imports
      .map(({ file }) => `import(${JSON.stringify(file)}).catch(failed)`)
      .join(', ')}]);`,
    code.replace(STATIC_IMPORT, '').replace(ENTRY_IMPORT, 'await import($1).catch(failed);').trim(),
  ].join('\n');
};

/** `html` with its route-modules script staged. */
export const withStagedModules = (html: string, manifest: ViteManifest): string =>
  html.replace(
    INLINE_MODULE,
    (_, open: string, code: string, close: string) =>
      `${open}${stagedModule(code, manifest)}${close}`,
  );

/** Stages the route-modules script of every HTML file under `client` (the build's client folder). */
export const stageModules = (client: string): number => {
  const manifest = JSON.parse(
    readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const files = htmlFiles(client);
  for (const file of files)
    writeFileSync(file, withStagedModules(readFileSync(file, 'utf8'), manifest));
  return files.length;
};
