import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** node_modules/.bin/<name> of this project. */
export const bin = (name) =>
  resolve(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * Runs a command with inherited stdio and resolves with its exit code. SIGINT/SIGTERM received
 * meanwhile are forwarded to the child so Ctrl-C stops it cleanly; `termAsInt` delivers SIGTERM as
 * SIGINT (Playwright only tears its web servers down on SIGINT).
 */
export const run = (command, args, { env = {}, cwd = root, termAsInt = false } = {}) =>
  new Promise((resolveCode) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    const forward = (signal) => child.kill(termAsInt ? 'SIGINT' : signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolveCode(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolveCode(code ?? (signal ? 1 : 0));
    });
  });

/**
 * The VITE_* settings of a bundle wired to a local API on `api` and served from `web`. The servers
 * of that bundle (vite preview, nginx) get them too: their security headers come from the same settings.
 */
export const localApiEnv = (api, web) => ({
  VITE_API_BASE_URL: api,
  VITE_IP_ECHO_URL: `${api}/__ext/ipify`,
  VITE_GEOLOCATION_URL: `${api}/__ext/ipapi`,
  VITE_SITE_BASE_URL: web,
  VITE_LOYALTY_SIGN_URL: `${api}/loyalty/sign`,
});

/**
 * `react-router build` of a production bundle with the VITE_* settings `env` (e.g. localApiEnv) into
 * `buildDir` (its static folder is `<buildDir>/client`), with `extraArgs` for react-router build.
 * Resolves with the build's exit code.
 */
export const buildBundle = (buildDir, env, extraArgs = []) =>
  run(bin('react-router'), ['build', '--logLevel', 'warn', ...extraArgs], {
    env: { ...env, BUILD_DIR: buildDir },
  });
