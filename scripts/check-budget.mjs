#!/usr/bin/env node
/**
 * CI budget gate (after `npm run build`): the home route's initial JS, gzip, must stay within
 * bench/budget.json `homeInitialJsGzipKb`. Prints the figure; exit 1 when over budget.
 * Usage: node scripts/check-budget.mjs [outDir=dist]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { homeInitialSizes, kb } from './lib/bundle-size.mjs';
import { root } from './lib/run.mjs';

const outDir = resolve(root, process.argv[2] ?? 'dist');
const { homeInitialJsGzipKb: budgetKb } = JSON.parse(
  readFileSync(resolve(root, 'bench', 'budget.json'), 'utf8'),
);

let sizes;
try {
  sizes = homeInitialSizes(outDir, root);
} catch (error) {
  console.error(`[budget] cannot measure: ${error.message}`);
  process.exit(1);
}

const actualKb = kb(sizes.js.gzip);
console.log(`[budget] home route (${sizes.homeChunk.how}): ${sizes.js.files.length} JS files`);
for (const file of sizes.js.files) console.log(`[budget]   ${file.file}  ${kb(file.gzip)} KB gzip`);
console.log(
  `[budget] home route initial JS: ${actualKb} KB gzip (${kb(sizes.js.brotli)} KB brotli, ${kb(sizes.js.raw)} KB raw); budget ${budgetKb} KB gzip`,
);
if (actualKb > budgetKb) {
  console.error(
    `[budget] OVER BUDGET by ${Math.round((actualKb - budgetKb) * 10) / 10} KB: the home route loads ${actualKb} KB of gzipped JS ` +
      `before interaction (limit ${budgetKb} KB). Move code out of the entry chunk (lazy routes, payment SDKs and Swiper only ` +
      `in the pages that use them) or raise bench/budget.json with a reason.`,
  );
  process.exit(1);
}
console.log('[budget] OK');
