import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetLocalApi, server } from '../../local-api/node';
import { resetSessionExpiryForTests } from '@/api/base-query';
import { resetVisitorForTests } from '@/api/visitor';
import { resetConsentForTests } from '@/lib/consent';
import { stopPersistors } from '../utils/persistors';

/**
 * Unexpected console.error fails the test (architecture guide, habit 13). A test that expects
 * one calls allowConsoleError() first.
 */
// Two-core CI machines are slow to render lazy routes: give find*/waitFor room before failing.
configure({ asyncUtilTimeout: 4000 });

let consoleErrorAllowed = false;
export const allowConsoleError = (): void => {
  consoleErrorAllowed = true;
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  consoleErrorAllowed = false;
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    if (!consoleErrorAllowed)
      throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const hasDom = typeof window !== 'undefined';

afterEach(async () => {
  // Before the storage is cleared: what a test's store still writes lands before, never after.
  await stopPersistors();
  server.resetHandlers();
  resetLocalApi();
  resetVisitorForTests();
  resetSessionExpiryForTests();
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
  resetConsentForTests();
  // A captured wallet payment is kept there (checkout): one test's must not reach the next.
  window.sessionStorage.clear();
  document.cookie.split('; ').forEach((part) => {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

afterAll(() => {
  server.close();
});

// jsdom lacks these; components (carousels, react-bootstrap, lazy images) touch them.
if (hasDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (hasDom && !('IntersectionObserver' in window)) {
  class IntersectionObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: IntersectionObserverStub,
  });
}
if (hasDom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (hasDom) window.scrollTo = () => undefined;
// jsdom does no layout, so nothing scrolls: a carousel's autoplay or buttons scroll its row into nowhere.
if (hasDom && !Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
