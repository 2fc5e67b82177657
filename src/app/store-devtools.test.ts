import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Stands in for the browser extension: a compose that records the call. Installed before Redux
 * Toolkit is imported, because the toolkit looks for the extension once, when it loads.
 */
const extension = vi.hoisted(() => {
  const compose = vi.fn(
    () =>
      (...enhancers: ((next: unknown) => unknown)[]) =>
      (next: unknown) =>
        enhancers.reduceRight((acc, enhancer) => enhancer(acc), next),
  );
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose });
  return compose;
});

const { makeStore } = await import('./store');

afterEach(() => {
  extension.mockClear();
  vi.unstubAllEnvs();
});

describe('Redux DevTools', () => {
  it('connect in development', () => {
    makeStore();
    expect(extension).toHaveBeenCalled();
  });

  it('never connect in a production build (the extension would see every action and answer)', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    makeStore();
    expect(extension).not.toHaveBeenCalled();
  });
});
