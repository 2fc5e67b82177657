import { resolveSettings, type Settings } from './settings';

/**
 * Every setting the browser reads, resolved once at build time from the VITE_* keys (defaults and
 * rules in ./settings.ts, shared with the serving config). Defaults point at the local API so a fresh
 * clone works with no .env; a deployment overrides them at build time (see .env.example).
 */
export const env: Readonly<Settings> = resolveSettings(
  import.meta.env,
  // The page's origin stands in for VITE_SITE_BASE_URL in development only: a production build's
  // prerendered pages and the browser must agree on every absolute URL they render.
  import.meta.env.DEV && typeof window !== 'undefined' ? window.location.origin : '',
);

export type Env = typeof env;
