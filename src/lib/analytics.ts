import { env } from '@/config/env';
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

/**
 * Marketing events (spec part 1 §7: 'Added to Cart' on every add attempt). A no-op unless
 * VITE_MARKETING_SCRIPT_URL is set; the script is loaded on first use and a failure is ignored.
 */
export const track = (event: 'Added to Cart', product: TrackedProduct): void => {
  if (!env.marketingScriptUrl || typeof window === 'undefined') return;
  const queue = (window._learnq ??= []);
  queue.push(['track', event, pick(product)]);
  loadScriptOnce(env.marketingScriptUrl).catch(() => undefined);
};
