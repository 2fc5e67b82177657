import { useEffect, useRef, useState } from 'react';
import type { Product } from '@/types/api';
import { catalogApi } from '../api';

export const SUGGEST_DEBOUNCE_MS = 200;
export const MAX_SUGGESTIONS = 6;

/** Asked from the second non-whitespace character only. */
export const isSuggestible = (text: string): boolean => text.replace(/\s/g, '').length >= 2;

type Suggestions =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; products: Product[] };

/**
 * The search answer for `text`, asked once the shopper pauses typing. A newer text aborts the
 * request of the older one; answers stay in RTK Query's cache per text, so going back costs nothing.
 */
export function useSearchSuggestions(text: string): Suggestions {
  const query = text.trim();
  const wanted = isSuggestible(query);
  const [trigger, result] = catalogApi.useLazySearchProductsQuery();
  const pending = useRef<ReturnType<typeof trigger> | null>(null);
  const [asked, setAsked] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => {
      pending.current?.abort();
      pending.current = trigger(query, true);
      setAsked(query);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, wanted, trigger]);

  useEffect(() => () => pending.current?.abort(), []);

  if (!wanted) return { status: 'idle' };
  if (asked !== query || result.originalArgs !== query) return { status: 'loading' };
  if (result.isError) return { status: 'failed' };
  if (!result.currentData) return { status: 'loading' };
  return { status: 'done', products: result.currentData };
}
