/**
 * `vite preview` serves the build as deploy/nginx.conf does (try_files $uri $uri.html $uri/index.html
 * /__spa-fallback.html): a file, a prerendered page, else React Router's SPA fallback.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SPA_FALLBACK_FILE = '__spa-fallback.html';

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The file of the build `dir` that answers `pathname` (decoded, as nginx looks it up). */
export const servedFile = (dir: string, pathname: string): string | null => {
  const candidates = [pathname, `${pathname}.html`, join(pathname, 'index.html')];
  const found = candidates.find((candidate) => isFile(join(dir, candidate)));
  if (found) return found;
  return isFile(join(dir, SPA_FALLBACK_FILE)) ? `/${SPA_FALLBACK_FILE}` : null;
};

export const spaFallback = (): Plugin => ({
  name: 'apricot-spa-fallback',
  configurePreviewServer(server) {
    const dir = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview.invalid');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return next();
      }
      const file = servedFile(dir, pathname);
      if (file && file !== pathname) request.url = `${encodeURI(file)}${url.search}`;
      next();
    });
  },
});
