#!/usr/bin/env node
/**
 * CI budget gate (after `npm run build`), against bench/budget.json:
 * - homeInitialJs: the home route's JS before interaction (entry, its static imports, the home chunk);
 * - homeInitialCss: the home route's CSS;
 * - routeChunk: every other route's own lazy chunk (router.tsx's `import('...')`s), each; a route may
 *   carry its own limit in `routeChunk.exceptions` (keyed by its manifest key, with a reason).
 * All gzip, in kB of 1000 bytes, as Vite prints them. Also: no chunk imports itself through others (chunkImportCycles).
 * Prints the figures; exit 1 when one is over its limit, cannot be measured or a chunk loop exists.
 * Usage: node scripts/check-budget.mjs [outDir=dist] [--root dir]  (--root: where bench/ and src/ are)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkImportCycles, homeInitialSizes, kb, routeChunkSizes } from './lib/bundle-size.mjs';
import { root as projectRoot } from './lib/run.mjs';

const { values, positionals } = parseArgs({
  options: { root: { type: 'string' } },
  allowPositionals: true,
});
const root = resolve(values.root ?? projectRoot);
const outDir = resolve(root, positionals[0] ?? 'build/client');
const budget = JSON.parse(readFileSync(resolve(root, 'bench', 'budget.json'), 'utf8'));

let home;
let routes;
let cycles;
try {
  home = homeInitialSizes(outDir, root);
  routes = routeChunkSizes(outDir, root);
  cycles = chunkImportCycles(outDir);
} catch (error) {
  console.error(`[budget] cannot measure: ${error.message}`);
  process.exit(1);
}

const failures = [];
const check = (name, actualKb, limitKb, goalKb) => {
  const goal = goalKb != null && goalKb < limitKb ? ` (goal ${goalKb})` : '';
  const over = actualKb > limitKb;
  console.log(
    `[budget] ${over ? 'OVER' : 'ok  '} ${name}: ${actualKb} kB gzip, limit ${limitKb}${goal}`,
  );
  if (over)
    failures.push(
      `${name}: ${actualKb} kB gzip, over its ${limitKb} kB limit by ${kb((actualKb - limitKb) * 1000)} kB`,
    );
};

console.log(
  `[budget] home route (${home.homeChunk.how}): ${home.js.files.length} JS files, ${home.css.files.length} CSS files`,
);
for (const file of home.js.files) console.log(`[budget]   ${file.file}  ${kb(file.gzip)} kB gzip`);
check(
  'home route initial JS',
  kb(home.js.gzip),
  budget.homeInitialJs.gzipKb,
  budget.homeInitialJs.goalKb,
);
check(
  'home route CSS',
  kb(home.css.gzip),
  budget.homeInitialCss.gzipKb,
  budget.homeInitialCss.goalKb,
);

const exceptions = budget.routeChunk.exceptions ?? {};
for (const route of routes) {
  if (!route.key) {
    failures.push(
      `${route.specifier}: no chunk in the build's manifest (src/app/routes.ts names it)`,
    );
    console.log(`[budget] ???? ${route.specifier}: not in the manifest`);
    continue;
  }
  const limit = exceptions[route.key]?.gzipKb ?? budget.routeChunk.gzipKb;
  check(`route chunk ${route.key}`, kb(route.js.gzip), limit, budget.routeChunk.goalKb);
}

for (const cycle of cycles) failures.push(`chunks import each other in a loop: ${cycle}`);
console.log(
  `[budget] ${cycles.length > 0 ? 'LOOP' : 'ok  '} chunk imports: ${cycles.length} loops`,
);

if (failures.length > 0) {
  console.error(`[budget] OVER BUDGET:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  console.error(
    '[budget] Move code out of the entry chunk or the page (lazy components, payment SDKs only where used), ' +
      'or raise bench/budget.json with the reason in its note.',
  );
  process.exit(1);
}
console.log('[budget] OK');
