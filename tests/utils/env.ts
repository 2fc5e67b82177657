import type { Env } from '@/config/env';

/**
 * The env module for a `vi.mock('@/config/env', …)` factory: every key of `settings` is read from
 * `settings` at each access, the rest from the real env, so a test can change a setting between renders.
 */
export const envWithSettings = (original: { env: Env }, settings: Partial<Env>) => ({
  env: new Proxy(original.env, {
    get: (env, key: keyof Env) => (key in settings ? settings[key] : env[key]),
  }),
});
