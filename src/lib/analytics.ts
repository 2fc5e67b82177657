import { env } from '@/config/env';
import { getConsent, subscribeConsent } from './consent';
import { loadScriptOnce } from './load-script';

/** Only catalogue fields go to the marketing service: never card, address or account data. */
export type TrackedProduct = {
  id: number;
  product_name: string;
  product_url?: string;
  image?: string;
  sell_price?: number | string;
  map_price?: number | string;
  item_code?: string | null;
};

type MarketingQueue = { push: (entry: unknown[]) => unknown };

declare global {
  interface Window {
    _learnq?: MarketingQueue | unknown[];
  }
}

const pick = (product: TrackedProduct): TrackedProduct => ({
  id: product.id,
  product_name: product.product_name,
  product_url: product.product_url,
  image: product.image,
  sell_price: product.sell_price,
  map_price: product.map_price,
  item_code: product.item_code ?? null,
});

type Entry = ['track', string, TrackedProduct];

const send = (url: string, entry: Entry): void => {
  const queue = (window._learnq ??= []);
  queue.push(entry);
  loadScriptOnce(url).catch(() => undefined);
};

/** Events of a visit whose location is still being looked up: in memory here, never the vendor's queue. */
let waiting: Entry[] = [];
let stopWaiting: (() => void) | null = null;
const WAITING_LIMIT = 20;

const settleWaiting = (): void => {
  const status = getConsent().marketing;
  if (status === 'pending') return;
  stopWaiting?.();
  stopWaiting = null;
  const entries = waiting;
  waiting = [];
  // Refused (or the visitor must be asked first): the events are dropped, never sent later.
  const url = env.marketingScriptUrl;
  if (status === 'granted' && url) entries.forEach((entry) => send(url, entry));
};

/**
 * Marketing events (spec part 1 §7: 'Added to Cart' on every add attempt). A no-op unless
 * VITE_MARKETING_SCRIPT_URL is set and the visitor's privacy choices allow marketing, checked at
 * each call (src/lib/consent.ts); the script is loaded on first use and a failure is ignored.
 */
export const track = (event: 'Added to Cart', product: TrackedProduct): void => {
  const url = env.marketingScriptUrl;
  if (!url || typeof window === 'undefined') return;
  const entry: Entry = ['track', event, pick(product)];
  const status = getConsent().marketing;
  if (status === 'granted') send(url, entry);
  if (status !== 'pending') return;
  // Whether this visitor is asked first is not known yet: the event waits for the answer.
  if (waiting.length < WAITING_LIMIT) waiting.push(entry);
  stopWaiting ??= subscribeConsent(settleWaiting);
};
