/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.ts';
import { STAGED_CHUNKS } from './scripts/module-stages.ts';
import { seoFiles } from './scripts/seo-files-plugin.ts';
import { spaFallback } from './scripts/spa-fallback.ts';
import { buildSettings, contentSecurityPolicy, securityHeaders } from './scripts/serving-config.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The production headers but the policy, which spaFallback sets per file (its scripts' hashes). */
const headersButPolicy = (mode: string): Record<string, string> => {
  const { 'Content-Security-Policy': _policy, ...headers } = securityHeaders(buildSettings(mode));
  return headers;
};

export default defineConfig(({ command, mode, isPreview }) => ({
  // Vitest renders components and routes itself: React's plugin there, React Router's for the app.
  plugins: process.env.VITEST
    ? [react()]
    : [
        reactRouter(),
        compileHints(),
        seoFiles(),
        spaFallback(
          isPreview ? (hashes) => contentSecurityPolicy(buildSettings(mode), hashes) : undefined,
        ),
      ],
  resolve: {
    alias: [{ find: '@', replacement: fromRoot('./src') }],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions: keep its deprecations out of the log.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
      },
    },
  },
  // The build's prerender runs the app in Node from one bundle (redux-persist's and others' ESM builds
  // import paths Node cannot resolve); isomorphic-dompurify brings jsdom, a package of its own.
  // The dev server's render imports redux-persist's ESM build through Vite for the same reason.
  ssr:
    command === 'build'
      ? { noExternal: true, external: ['isomorphic-dompurify', 'jsdom'] }
      : { noExternal: ['redux-persist'] },
  server: { port: 5173 },
  preview: {
    port: 4173,
    // The production headers from the same settings as the build (docs/decisions/036-strict-csp-and-trusted-types.md).
    // Not in dev: Vite's dev server needs inline scripts.
    headers: isPreview ? headersButPolicy(mode) : undefined,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: scripts/check-budget.mjs and scripts/bench.mjs measure the home route from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Two shared chunks, which the start-up evaluates a task each (scripts/module-stages.ts,
        // docs/decisions/050-the-modules-evaluate-in-stages.md):
        // - vendor-data: the data packages (the HTTP client, Redux and RTK Query, persistence, schemas);
        // - app-shared: the app's small shared modules (helpers, config, the API layer), the
        //   page-state components every page shows (named; none has a style sheet), the root route's
        //   own small imports (the store and its slices, the route loaders, the features' messages,
        //   endpoints and prefetches that the shell and the home page import) and the packages every
        //   page loads first anyway (clsx, react-error-boundary, react, react-dom).
        // One chunk each instead of fifty under 1 kB: fewer requests and less gzip overhead on every
        // page's first load.
        codeSplitting: {
          groups: [
            {
              name: STAGED_CHUNKS[0],
              test: /\/node_modules\/(axios|@reduxjs|immer|redux|reselect|redux-thunk|redux-persist|react-redux|valibot|use-sync-external-store)\//,
              minShareCount: 2,
              priority: 2,
            },
            {
              name: STAGED_CHUNKS[1],
              test: new RegExp(
                [
                  String.raw`/src/(lib|config|api|hooks|types)/`,
                  String.raw`/src/components/(ui/(query-state|loading-state|lazy-boundary|safe-html|highlight|spinner)|seo/page-meta|product-card/fallback-image)\.tsx?$`,
                  String.raw`/src/app/((store|hooks)\.ts|start-up/(route-loaders|answers|clean-html-table|use-hydrated)\.ts)$`,
                  String.raw`/src/features/(auth|catalog|privacy|home|content)/(messages|api|prefetch|sort-options|use-page-meta|complete-sign-in|dialog-state)\.ts$`,
                  String.raw`/src/features/referral/use-referral-capture\.ts$`,
                  String.raw`/node_modules/(clsx|react-error-boundary|react|react-dom)/`,
                ].join('|'),
              ),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // The tests' jsdom window is the browser's: DOMPurify itself, not its Node wrapper's own jsdom.
    alias: { 'isomorphic-dompurify': 'dompurify' },
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'local-api/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    css: false,
    restoreMocks: true,
    testTimeout: 15000,
    // Threads, one per core: the default (child processes, one fewer than the cores) ran the suite
    // on one worker on a 2-core machine. Measured there on 14 files: 64 s before, 42 s after; the
    // whole suite 459 s (CI's step took 620 s before).
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
}));
