/**
 * Serves a production build through nginx with the shipped site config (nginxSite from
 * scripts/serving-config.ts, the generator of deploy/nginx.conf, fed the same VITE_* settings as the
 * build) for the e2e run. Everything nginx writes (pid, logs, temp dirs) lives in a temporary prefix,
 * and it runs as one process of the calling user, so root and non-root work alike. Stays in the
 * foreground; SIGINT/SIGTERM stop nginx and remove the prefix.
 *
 *   tsx scripts/nginx-serve.ts --nginx /usr/sbin/nginx --root dist-e2e --port 4274
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX_SCRIPT_HASHES_FILE } from './script-policy.ts';
import { buildSettings, nginxSite } from './serving-config.ts';

const { values } = parseArgs({
  options: {
    nginx: { type: 'string', default: 'nginx' },
    root: { type: 'string', default: 'build/client' },
    port: { type: 'string' },
    mode: { type: 'string', default: 'production' },
  },
});
const { nginx, mode } = values;
const root = resolve(values.root);
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0)
  throw new Error('nginx-serve: --port <number> is required');
if (!existsSync(join(root, 'index.html'))) throw new Error(`nginx-serve: no build in ${root}`);

/** mime.types next to the binary's compiled-in nginx.conf (Debian: /etc/nginx/mime.types). */
const mimeTypesPath = (): string => {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  if (version.error) throw new Error(`nginx-serve: cannot run ${nginx}: ${version.error.message}`);
  const confPath = /--conf-path=(\S+)/.exec(version.stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const path = join(dirname(confPath), 'mime.types');
  if (!existsSync(path)) throw new Error(`nginx-serve: ${path} not found`);
  return path;
};

const mimeTypes = mimeTypesPath();
const prefix = mkdtempSync(join(tmpdir(), 'apricot-nginx-'));
const file = (name: string) => join(prefix, name);
writeFileSync(
  file('site.conf'),
  nginxSite(buildSettings(mode), {
    listen: `127.0.0.1:${port}`,
    root,
    scriptHashesFile: join(dirname(root), NGINX_SCRIPT_HASHES_FILE),
  }),
);
// master_process off: a single process of the calling user (no worker switching to another user).
writeFileSync(
  file('nginx.conf'),
  `daemon off;
master_process off;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    sendfile on;
    access_log ${file('access.log')};
    client_body_temp_path ${file('client_body')};
    proxy_temp_path ${file('proxy')};
    fastcgi_temp_path ${file('fastcgi')};
    uwsgi_temp_path ${file('uwsgi')};
    scgi_temp_path ${file('scgi')};
    include ${file('site.conf')};
}
`,
);

const server = spawn(nginx, ['-p', prefix, '-c', file('nginx.conf'), '-e', file('error.log')], {
  stdio: 'inherit',
});
console.log(`[nginx] http://127.0.0.1:${port} serves ${root} (prefix ${prefix})`);

let stopping = false;
const stop = () => {
  stopping = true;
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Playwright stops its web servers by signalling the whole process group: nginx may see the signal
// (and exit 0) before this process does.
server.on('exit', (code, signal) => {
  const failed = !stopping && code !== 0;
  if (failed) {
    const log = existsSync(file('error.log')) ? readFileSync(file('error.log'), 'utf8') : '';
    console.error(`[nginx] exited (${signal ?? code})\n${log}`);
  }
  rmSync(prefix, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
});
server.on('error', (error) => {
  console.error(`[nginx] cannot start ${nginx}: ${error.message}`);
  rmSync(prefix, { recursive: true, force: true });
  process.exit(1);
});
