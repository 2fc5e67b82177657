/**
 * `npm run serving-config [-- --mode <mode>] [-- --out <file>]`: writes the nginx site config for the
 * current build settings (.env files and VITE_* variables, as `vite build` reads them) to
 * deploy/nginx.conf. Run it next to `npm run build`, with the same settings.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSettings, DEPLOY_SITE, nginxSite } from './serving-config.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    out: { type: 'string', default: 'deploy/nginx.conf' },
  },
});

const out = resolve(values.out);
writeFileSync(out, nginxSite(buildSettings(values.mode), DEPLOY_SITE));
console.log(`serving-config: wrote ${out}`);
