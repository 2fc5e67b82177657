/**
 * V8's explicit compile hint on the files a page loads first: `//# allFunctionsCalledOnLoad` as a
 * file's first line has Chromium compile all its functions while the file streams in, off the main
 * thread, instead of each one on the main thread the first time it is called (the store's set-up, the
 * router's, the hydration, the first effects). Other engines read it as a comment.
 * docs/decisions/051-the-first-files-compile-off-the-main-thread.md
 */
import type { Plugin } from 'vite';
import { withStaticImports } from './lib/static-imports.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[] };
type Output = Chunk | { type: 'asset'; fileName: string };

/**
 * The chunks the client build's entries (the client entry and the route modules, each a page's
 * first files) import statically, with those entries: not the parts a page loads later by
 * `import()`.
 */
export const firstLoadedChunks = (bundle: Record<string, Output>): Set<string> => {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entries = [...chunks.values()]
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.fileName);
  return withStaticImports(entries, (fileName) => chunks.get(fileName)?.imports);
};

/** The client build's plugin: the hint on the first line of each of `firstLoadedChunks`. */
export const compileHints = (): Plugin => ({
  name: 'apricot:compile-hints',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    // After Vite's own: it puts the list of a chunk's lazy imports (`__vite__mapDeps`) at its top.
    order: 'post',
    handler(_options, bundle) {
      for (const fileName of firstLoadedChunks(bundle as Record<string, Output>)) {
        const chunk = bundle[fileName];
        if (chunk.type !== 'chunk') continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        // A source map's lines move down by the one added.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});
