/**
 * First paint from HTML: after a client production build, the app shell of every route of the route
 * table without parameters is prerendered (src/app/prerender.tsx, built for Node here) into its own
 * HTML file with its title, description and canonical link: `/` → index.html, `/store` → store.html,
 * `/store/customer_info` → store/customer_info.html. Every other path (a product, a blog post, a 404)
 * gets shell.html: the shell without a route title or canonical link. nginx (scripts/serving-config.ts)
 * and `vite preview` (below) serve them by path.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { pageHtml, prerenderedFile, SHELL_FILE } from './prerender-html.ts';

type PrerenderModule = {
  prerenderedPaths: () => string[];
  renderShell: (path: string) => Promise<string>;
};

// Matches only the route table's catch-all route.
const GENERIC_PATH = '/__prerendered-shell__';

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/** The file of the build that answers `pathname`, as the nginx site config picks it. */
export const servedFile = (outDir: string, pathname: string): string | null => {
  if (isFile(join(outDir, pathname))) return null;
  const prerendered = prerenderedFile(pathname);
  if (isFile(join(outDir, prerendered))) return `/${prerendered}`;
  return isFile(join(outDir, SHELL_FILE)) ? `/${SHELL_FILE}` : null;
};

/**
 * Where the Node build of the prerender entry goes for the client build in `outDir`: one directory per
 * output directory, so builds running at the same time (the bench's and the e2e suite's) never empty
 * or import each other's.
 */
export const prerenderBuildDir = (root: string, outDir: string): string =>
  resolve(
    root,
    'node_modules/.cache/apricot-prerender',
    createHash('sha256').update(resolve(root, outDir)).digest('hex').slice(0, 16),
  );

export const prerenderShell = (): Plugin => {
  let root = process.cwd();
  let mode = 'production';
  let configFile: string | undefined;
  return {
    name: 'apricot-prerender',
    // The client build writes the pages; `vite preview` serves them (not the Node build of the entry).
    apply: (config, { command, isPreview }) =>
      command === 'build' ? !config.build?.ssr : Boolean(isPreview),
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile;
    },
    async writeBundle({ dir }) {
      if (!dir) return;
      const serverDir = prerenderBuildDir(root, dir);
      await build({
        configFile,
        root,
        mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: resolve(root, 'src/app/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const entry = pathToFileURL(join(serverDir, 'prerender.js'));
      entry.search = String(Date.now());
      const app = (await import(entry.href)) as PrerenderModule;
      const template = readFileSync(join(dir, 'index.html'), 'utf8');
      const pages: [string, string][] = [
        [SHELL_FILE, pageHtml(template, await app.renderShell(GENERIC_PATH), { canonical: false })],
      ];
      for (const path of app.prerenderedPaths())
        pages.push([prerenderedFile(path), pageHtml(template, await app.renderShell(path))]);
      for (const [file, html] of pages) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), html);
      }
      this.info(`prerendered the shell of ${pages.length - 1} routes and ${SHELL_FILE}`);
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          req.headers.accept?.includes('text/html')
        ) {
          const url = new URL(req.url ?? '/', 'http://preview.invalid');
          let pathname = url.pathname;
          try {
            pathname = decodeURIComponent(pathname);
          } catch {
            // a malformed escape: served as it is
          }
          const file = servedFile(outDir, pathname);
          if (file) req.url = file + url.search;
        }
        next();
      });
    },
  };
};
