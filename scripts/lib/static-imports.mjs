/**
 * Every name reachable from `starts` through `importsOf` (a build chunk's static imports), the
 * starts included, in the order first met. `importsOf` returns undefined for a name the build does
 * not know, which is left out. The one walk over the build's chunk graph, whether read from the
 * bundle (scripts/compile-hints.ts) or from its manifest (scripts/module-stages.ts,
 * scripts/lib/bundle-size.mjs).
 */
export const withStaticImports = (starts, importsOf) => {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    const imports = importsOf(name);
    if (imports === undefined) return;
    found.add(name);
    for (const imported of imports) visit(imported);
  };
  for (const start of starts) visit(start);
  return found;
};
