/**
 * `npm run serving-config [-- --mode <mode>] [-- --out <file>] [-- --allow-http]`: writes the nginx
 * site config for the current build settings (.env files and VITE_* variables, as `vite build` reads
 * them) to deploy/nginx.conf. Run it next to `npm run build`, with the same settings. It refuses an
 * API or site address on plain http unless `--allow-http` (local use, and the committed copy of the
 * defaults).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSettings, DEPLOY_SITE, nginxSite, plainHttpAddresses } from './serving-config.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    out: { type: 'string', default: 'deploy/nginx.conf' },
    'allow-http': { type: 'boolean', default: false },
  },
});

const settings = buildSettings(values.mode);
const insecure = plainHttpAddresses(settings);
if (insecure.length > 0 && !values['allow-http']) {
  console.error(
    `serving-config: refused, plain http address: ${insecure.join(', ')}. Set https VITE_API_BASE_URL ` +
      'and VITE_SITE_BASE_URL, or pass --allow-http for local use.',
  );
  process.exit(1);
}
const out = resolve(values.out);
writeFileSync(out, nginxSite(settings, DEPLOY_SITE));
console.log(`serving-config: wrote ${out}`);
