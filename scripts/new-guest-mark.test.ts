import { afterEach, describe, expect, it } from 'vitest';
import { persistConfig } from '../src/app/store';
import { LOGIN_KEY } from '../src/lib/storage';
import { NEW_GUEST_MARK_SCRIPT, PERSIST_STORAGE_KEY, newGuestMark } from './new-guest-mark.ts';

/** Runs the head script as the browser would, in this jsdom page, and reads the mark it left. */
const marked = (): boolean => {
  document.documentElement.removeAttribute('data-new-guest');
  new Function(NEW_GUEST_MARK_SCRIPT)();
  return document.documentElement.hasAttribute('data-new-guest');
};

const persistedCart = (cart: object) =>
  JSON.stringify({ cart: JSON.stringify(cart), _persist: JSON.stringify({ version: 1 }) });

afterEach(() => localStorage.clear());

describe('the new-guest mark', () => {
  it('reads the keys the app persists under', () => {
    expect(PERSIST_STORAGE_KEY).toBe(`persist:${persistConfig.key}`);
  });

  it('marks a visitor with nothing stored, or an empty cart and no session', () => {
    expect(marked()).toBe(true);
    localStorage.setItem(PERSIST_STORAGE_KEY, persistedCart({ id: null, count: 0, email: null }));
    expect(marked()).toBe(true);
    localStorage.setItem(LOGIN_KEY, 'null');
    expect(marked()).toBe(true);
  });

  it('does not mark a signed-in visitor or one with cart lines', () => {
    localStorage.setItem(LOGIN_KEY, 'a-token');
    expect(marked()).toBe(false);
    localStorage.clear();
    localStorage.setItem(PERSIST_STORAGE_KEY, persistedCart({ id: 7, count: 2, email: null }));
    expect(marked()).toBe(false);
  });

  it('does not mark, and does not throw, when the stored state is unreadable', () => {
    localStorage.setItem(PERSIST_STORAGE_KEY, '{not json');
    expect(marked()).toBe(false);
  });

  it('goes first in the head of every page', () => {
    const plugin = newGuestMark();
    const transform = plugin.transformIndexHtml as () => unknown;
    expect(transform()).toEqual([
      { tag: 'script', children: NEW_GUEST_MARK_SCRIPT, injectTo: 'head-prepend' },
    ]);
  });
});
