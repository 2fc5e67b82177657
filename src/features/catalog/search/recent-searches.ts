import { readItem, writeItem } from '@/lib/storage';

/** This device's last searches, newest first (never sent anywhere). */
export const RECENT_SEARCHES_KEY = 'apricot_recent_searches';
const MAX_RECENT = 5;

export const readRecentSearches = (): string[] => {
  try {
    const value: unknown = JSON.parse(readItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
};

/** Records a submitted search; the same text (any case) moves to the front instead of repeating. */
export const rememberSearch = (text: string): void => {
  const query = text.trim();
  if (!query) return;
  const rest = readRecentSearches().filter((item) => item.toLowerCase() !== query.toLowerCase());
  writeItem(RECENT_SEARCHES_KEY, JSON.stringify([query, ...rest].slice(0, MAX_RECENT)));
};

export const clearRecentSearches = (): boolean => writeItem(RECENT_SEARCHES_KEY, null);
