import { useSyncExternalStore } from 'react';
import { RECENTLY_VIEWED_KEY, readItem, writeJson } from '@/lib/storage';

/** What this device remembers of a viewed product: enough to ask for it again, never a price. */
export type ViewedProduct = { id: number; name: string; slug: string; image: string };

export const RECENTLY_VIEWED_MAX = 8;

const EMPTY: ViewedProduct[] = [];

/** One stored entry, or null when it is not one (an older shape, a hand edit, another script). */
const toViewed = (value: unknown): ViewedProduct | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, slug, image } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || typeof slug !== 'string' || typeof image !== 'string')
    return null;
  // Only these fields are kept, so nothing else (a price) survives a read and a write.
  return { id, name, slug, image };
};

const parse = (raw: string | null): ViewedProduct[] => {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(stored)) return EMPTY;
  const seen = new Set<number>();
  const list: ViewedProduct[] = [];
  for (const entry of stored) {
    const viewed = toViewed(entry);
    if (!viewed || seen.has(viewed.id)) continue;
    seen.add(viewed.id);
    list.push(viewed);
    if (list.length === RECENTLY_VIEWED_MAX) break;
  }
  return list.length > 0 ? list : EMPTY;
};

// The parsed list is kept for as long as the stored text is the same, so the snapshot is stable.
let cachedRaw: string | null = null;
let cached: ViewedProduct[] = EMPTY;
const read = (): ViewedProduct[] => {
  const raw = readItem(RECENTLY_VIEWED_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
};

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const save = (list: ViewedProduct[]): void => {
  writeJson(RECENTLY_VIEWED_KEY, list.length > 0 ? list : null);
  notify();
};

const onStorage = (event: StorageEvent) => {
  // Another tab changed the list (or cleared storage).
  if (event.key === null || event.key === RECENTLY_VIEWED_KEY) notify();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** Puts a product first in the list (once), keeping the last RECENTLY_VIEWED_MAX. */
export const recordViewed = (product: ViewedProduct): void => {
  const viewed = toViewed(product);
  if (!viewed) return;
  save([viewed, ...read().filter(({ id }) => id !== viewed.id)].slice(0, RECENTLY_VIEWED_MAX));
};

/** Forgets the given products (no longer sold). */
export const forgetViewed = (ids: readonly number[]): void => {
  if (ids.length === 0) return;
  const list = read();
  const kept = list.filter(({ id }) => !ids.includes(id));
  if (kept.length !== list.length) save(kept);
};

export const clearViewed = (): void => save(EMPTY);

/** The list, most recent first; empty on the server and while a prerendered page hydrates. */
export const useRecentlyViewed = (): ViewedProduct[] =>
  useSyncExternalStore(subscribe, read, () => EMPTY);
