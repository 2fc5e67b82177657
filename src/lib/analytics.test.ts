import { afterEach, describe, expect, it, vi } from 'vitest';

const product = {
  id: 7,
  product_name: 'Seeds',
  product_url: 'seeds',
  image: 'x.jpg',
  sell_price: 10,
  map_price: 12,
};

afterEach(() => {
  delete window._learnq;
  vi.resetModules();
  vi.doUnmock('@/config/env');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('track', () => {
  it('is a no-op when no marketing script is configured', async () => {
    vi.doMock('@/config/env', () => ({ env: { marketingScriptUrl: '' } }));
    const { track } = await import('./analytics');
    track('Added to Cart', product);
    expect(window._learnq).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('queues the event with catalogue fields only and loads the script once when configured', async () => {
    vi.doMock('@/config/env', () => ({
      env: { marketingScriptUrl: 'https://mkt.example.test/k.js' },
    }));
    const { track } = await import('./analytics');
    track('Added to Cart', { ...product, card_number: '4111' } as typeof product);
    track('Added to Cart', product);
    expect(window._learnq).toHaveLength(2);
    expect((window._learnq as unknown[][])[0]).toEqual([
      'track',
      'Added to Cart',
      { ...product, item_code: null },
    ]);
    expect(
      document.head.querySelectorAll('script[src="https://mkt.example.test/k.js"]'),
    ).toHaveLength(1);
  });
});
