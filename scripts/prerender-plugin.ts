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
import { resolveSettings } from '../src/config/settings.ts';
import { isPortFree } from './lib/ports.mjs';
import { firstScreenSheet, pageHtml, prerenderedFile, SHELL_FILE } from './prerender-html.ts';
import { startLocalApi } from './seo-files-plugin.ts';

type PrerenderModule = {
  prerenderedPaths: () => string[];
  renderShell: (path: string) => Promise<string>;
  FIRST_SCREEN_PATHS: string[];
  firstScreenModule: (path: string) => string | undefined;
  productPaths: () => Promise<string[] | null>;
  renderPage: (path: string) => Promise<string | null>;
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

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
};

/** A port on this machine the API URL names, where the local API could stand in; null otherwise. */
export const loopbackPort = (apiBaseUrl: string): number | null => {
  try {
    const url = new URL(apiBaseUrl);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return loopback && url.port ? Number(url.port) : null;
  } catch {
    return null;
  }
};

/**
 * Runs `render` while the API the bundle talks to answers. That is the configured API; when it is a
 * port on this machine where nothing listens (a dev or test build before its API has started), the
 * local API with its seed on that port for the time of the render. Any other API that does not
 * answer: nothing is rendered (`null`), the pages keep their shell. The catalogue of one API is never
 * rendered into a build for another.
 */
const withBundleApi = async <T>(
  root: string,
  apiBaseUrl: string,
  render: () => Promise<T>,
): Promise<T | null> => {
  if (await answers(`${apiBaseUrl}/categories/`)) return render();
  const port = loopbackPort(apiBaseUrl);
  if (port === null || !(await isPortFree(port))) return null;
  const local = await startLocalApi(root, port)().catch(() => null);
  if (!local) return null;
  try {
    return await render();
  } finally {
    await local.stop().catch(() => undefined);
  }
};

type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

/**
 * The style sheets a page module needs when it renders (its own and those of the chunks it imports),
 * from the client build's manifest: a lazy page's are not in the HTML, only the entry's.
 */
export const moduleStyleSheets = (manifest: Manifest, module: string): string[] => {
  if (!manifest[module]) throw new Error(`prerender: the build's manifest has no ${module}`);
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.css?.forEach((sheet) => sheets.add(sheet));
    manifest[key]?.imports?.forEach(visit);
  };
  visit(module);
  return [...sheets];
};

type FirstScreens = { rendered: Map<string, string>; keptShell: string[] };

/**
 * Path → HTML of the pages whose first screen the API's answers let the build render, and the paths
 * that keep the shell; null when the API does not give the store's products.
 */
const renderFirstScreens = async (app: PrerenderModule): Promise<FirstScreens | null> => {
  const rendered = new Map<string, string>();
  const keptShell: string[] = [];
  const products = await app.productPaths();
  if (!products) return null;
  // Only paths that are a file name as they are: nginx and `vite preview` look files up decoded.
  const paths = [...app.FIRST_SCREEN_PATHS, ...products].filter((path) =>
    /^\/[\w./-]*$/.test(path),
  );
  for (const path of paths) {
    const html = await app.renderPage(path);
    if (html) rendered.set(path, html);
    else keptShell.push(path);
  }
  return { rendered, keptShell };
};

export const prerenderShell = (): Plugin => {
  let root = process.cwd();
  let mode = 'production';
  let configFile: string | undefined;
  let env: Record<string, unknown> = {};
  let base = '/';
  return {
    name: 'apricot-prerender',
    // The client build writes the pages; `vite preview` serves them (not the Node build of the entry).
    apply: (config, { command, isPreview }) =>
      command === 'build' ? !config.build?.ssr : Boolean(isPreview),
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile;
      env = config.env;
      base = config.base;
    },
    async writeBundle({ dir }) {
      if (!dir) return;
      const serverDir = prerenderBuildDir(root, dir);
      await build({
        configFile,
        root,
        mode,
        logLevel: 'warn',
        // jsdom reads its own files at run time: it stays a package (src/app/prerender-environment.ts).
        ssr: { noExternal: true, external: ['jsdom'] },
        build: {
          ssr: resolve(root, 'src/app/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          // One file: lazy chunks would import the entry without the cache-busting query below and
          // get a second React.
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const entry = pathToFileURL(join(serverDir, 'prerender.js'));
      entry.search = String(Date.now());
      const app = (await import(entry.href)) as PrerenderModule;
      const template = readFileSync(join(dir, 'index.html'), 'utf8');
      const pages: [string, string][] = [
        [SHELL_FILE, pageHtml(template, await app.renderShell(GENERIC_PATH), { canonical: false })],
      ];
      const { apiBaseUrl } = resolveSettings(env);
      const outcome = await withBundleApi(root, apiBaseUrl, () => renderFirstScreens(app));
      if (!outcome)
        this.warn(`${apiBaseUrl} gave no products: no first screens, every page keeps its shell`);
      else if (outcome.keptShell.length > 0)
        this.warn(
          `a call failed or the page threw, the shell stays for: ${outcome.keptShell.join(', ')}`,
        );
      const firstScreens = outcome?.rendered ?? new Map<string, string>();
      for (const path of app.prerenderedPaths())
        if (!firstScreens.has(path))
          pages.push([prerenderedFile(path), pageHtml(template, await app.renderShell(path))]);
      const manifest = JSON.parse(
        readFileSync(join(dir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      for (const [path, html] of firstScreens) {
        const module = app.firstScreenModule(path);
        if (!module) throw new Error(`prerender: no page module for the first screen of ${path}`);
        const styleSheets = moduleStyleSheets(manifest, module).map((sheet) =>
          firstScreenSheet(`${base}${sheet}`, readFileSync(join(dir, sheet), 'utf8')),
        );
        pages.push([prerenderedFile(path), pageHtml(template, html, { firstScreen: styleSheets })]);
      }
      for (const [file, html] of pages) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), html);
      }
      this.info(
        `prerendered ${SHELL_FILE}, the shell of ${pages.length - 1 - firstScreens.size} routes and the first screen of ${firstScreens.size} pages`,
      );
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
