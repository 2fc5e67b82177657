/**
 * `vite preview` serves the build as deploy/nginx.conf does (try_files $uri $uri.html $uri/index.html
 * /__spa-fallback.html): a file, a prerendered page, else React Router's SPA fallback; and with the
 * Content-Security-Policy of the file it answers with (its inline scripts' hashes, from the build's
 * script-hashes.json: scripts/script-policy.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCRIPT_HASHES_FILE, type ScriptHashes } from './script-policy.ts';

export const SPA_FALLBACK_FILE = '__spa-fallback.html';

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The file of the build `dir` that answers `pathname` (decoded, as nginx looks it up). */
export const servedFile = (dir: string, pathname: string): string | null => {
  const candidates = [pathname, `${pathname}.html`, join(pathname, 'index.html')];
  const found = candidates.find((candidate) => isFile(join(dir, candidate)));
  if (found) return found;
  return isFile(join(dir, SPA_FALLBACK_FILE)) ? `/${SPA_FALLBACK_FILE}` : null;
};

/** The policy of a response whose file has these inline script hashes (none for a non-HTML file). */
type PolicyOf = (scriptHashes: readonly string[]) => string;

export const spaFallback = (policyOf?: PolicyOf): Plugin => ({
  name: 'apricot-spa-fallback',
  configurePreviewServer(server) {
    const dir = resolve(server.config.root, server.config.build.outDir);
    const hashesFile = join(dirname(dir), SCRIPT_HASHES_FILE);
    const table: ScriptHashes = existsSync(hashesFile)
      ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as ScriptHashes)
      : {};
    server.middlewares.use((request, response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview.invalid');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return next();
      }
      const file = servedFile(dir, pathname);
      if (file && file !== pathname) request.url = `${encodeURI(file)}${url.search}`;
      if (policyOf) {
        const key = file ? `/${file.replace(/^\/+/, '')}` : '';
        response.setHeader('Content-Security-Policy', policyOf(table[key] ?? []));
      }
      next();
    });
  },
});
