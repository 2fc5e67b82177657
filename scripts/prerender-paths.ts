/**
 * The paths `react-router build` prerenders (react-router.config.ts): the public pages without
 * parameters, and every product, category and blog post of the API the bundle talks to. That is the configured
 * API; when it names a free port on this machine (a dev or test build before its API has started),
 * the local API stands in on that port for the time of the build. An API that does not answer leaves
 * the static pages only: the others are served by the SPA fallback.
 */
import { paths, type PathKey } from '../src/config/paths.ts';
import { isPortFree } from './lib/ports.mjs';
import { buildSettings } from './serving-config.ts';
import { contentRoutes, getJson, PRIVATE_ROUTES, type LocalApi } from './seo-files.ts';
import { startLocalApi } from './seo-files-plugin.ts';

/** Pages whose whole content is the visitor's, or the URL's query: rendered in the browser only. */
const BROWSER_ONLY: readonly PathKey[] = ['search', 'referAFriend', 'resetPassword'];

export const staticPrerenderPaths = (): string[] =>
  (Object.keys(paths) as PathKey[])
    .filter((key) => !PRIVATE_ROUTES.includes(key) && !BROWSER_ONLY.includes(key))
    .map((key) => paths[key])
    .filter((path) => !path.includes(':'));

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

let localApi: LocalApi | null = null;

const startApiIfMissing = async (apiBaseUrl: string): Promise<void> => {
  const port = loopbackPort(apiBaseUrl);
  if (port === null || !(await isPortFree(port))) return;
  // React Router may call the config's buildEnd from another copy of this module: the build's
  // process ending stops the API in any case (startLocalApi).
  localApi = await startLocalApi(process.cwd(), port)().catch(() => null);
};

/** Stops the local API the build started, if any (the config's buildEnd). */
export const stopBuildApi = async (): Promise<void> => {
  await localApi?.stop().catch(() => undefined);
  localApi = null;
};

export const prerenderPaths = async (): Promise<string[]> => {
  const { apiBaseUrl } = buildSettings(
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );
  await startApiIfMissing(apiBaseUrl);
  const content = await contentRoutes(apiBaseUrl, getJson()).catch(() => []);
  const pages = content.filter((path) => /^\/(item|blogs|category)\//.test(path));
  // Only paths that are a file name as they are: nginx and `vite preview` look files up decoded.
  return [...staticPrerenderPaths(), ...pages.filter((path) => /^\/[\w./-]*$/.test(path))];
};
