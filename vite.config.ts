/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { newGuestMark } from './scripts/new-guest-mark.ts';
import { preconnectToApi } from './scripts/preconnect.ts';
import { prerenderShell } from './scripts/prerender-plugin.ts';
import { seoFiles } from './scripts/seo-files-plugin.ts';
import { buildSettings, securityHeaders } from './scripts/serving-config.ts';

const FORM_KIT = /\/src\/components\/form\/|\/node_modules\/(react-hook-form|@react-input)\//;

/**
 * A page's first visit downloads its lazy chunk and every shared chunk it imports, six at a time over
 * HTTP/1.1: /cart made 36 requests (31 JS), most under 1 KB. Two groups make them few, at a small cost
 * in bytes (README "Issue 12, fourth part"):
 * - the form kit (src/components/form, react-hook-form, the input mask) is one chunk for the pages
 *   with a form;
 * - `page-kit`: what nearly every page imports (loading and retry states, page meta and heading, the
 *   status button, their small libraries): modules shared by at least 20 lazy entries.
 * What their modules import stays in its own chunk (`includeDependenciesRecursively: false`) instead
 * of joining the group. page-kit, which every page loads, imports only the entry chunk: a module that
 * brings a large library (DOMPurify, a Bootstrap component, a payment SDK) into it would make every page
 * load that library (`npm run bench` prints each route's JS beyond the shell).
 */
const lazyChunkGroups = [
  { name: 'form-kit', test: FORM_KIT, priority: 2, includeDependenciesRecursively: false },
  {
    name: 'page-kit',
    test: (id: string) => !FORM_KIT.test(id),
    minShareCount: 20,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * react-router's package exports always name its development build; its production build (shipped
 * beside it, the same code with its dev warnings switched off) is 0.7 KB gzip lighter in the entry.
 * Builds only: dev and tests keep the warnings.
 */
const reactRouterProductionBuild = [
  {
    find: /^react-router$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ mode, isPreview, command }) => ({
  plugins: [react(), newGuestMark(), preconnectToApi(), seoFiles(), prerenderShell()],
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      ...(command === 'build' ? reactRouterProductionBuild : []),
    ],
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
  server: { port: 5173 },
  preview: {
    port: 4173,
    // The production headers (CSP and friends) from the same settings as the build: see README
    // "Serving and security headers". Not in dev: Vite's dev server needs inline scripts.
    headers: isPreview ? securityHeaders(buildSettings(mode)) : undefined,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: scripts/check-budget.mjs and scripts/bench.mjs measure the home route from it.
    manifest: true,
    // The entry's static imports in one chunk: 41 small files (most under 1 KB) had cost the home route
    // ~8 KB gzip in per-file overhead and a long modulepreload queue. Lazy chunks: see lazyChunkGroups.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], priority: 3 }, ...lazyChunkGroups],
        },
      },
    },
    // The shell chunk is ~560 KB before minification, 178 KB gzip: bench/budget.json is the real gate.
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
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
  },
}));
