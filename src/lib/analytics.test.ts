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
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
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
    // A visitor outside the EU: marketing is on by default.
    (await import('./consent')).setConsentRegion('opt-out');
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

const MARKETING = 'https://mkt.example.test/k.js';
const marketingScripts = () => document.head.querySelectorAll(`script[src="${MARKETING}"]`);

/** A fresh analytics module and the consent module it reads, with the marketing script configured. */
const configured = async () => {
  vi.doMock('@/config/env', () => ({ env: { marketingScriptUrl: MARKETING } }));
  const { track } = await import('./analytics');
  const consent = await import('./consent');
  return { track, ...consent };
};

describe('track and the privacy choices (decision 033)', () => {
  it('holds an event while the location is unknown and sends it once the visitor is outside the EU', async () => {
    const { track, setConsentRegion } = await configured();
    track('Added to Cart', product);
    expect(window._learnq).toBeUndefined();
    expect(marketingScripts()).toHaveLength(0);
    setConsentRegion('opt-out');
    expect(window._learnq).toHaveLength(1);
    expect(marketingScripts()).toHaveLength(1);
  });

  it('drops a held event when the visitor turns out to be one who must be asked', async () => {
    const { track, setConsentRegion, saveConsent } = await configured();
    track('Added to Cart', product);
    setConsentRegion('ask');
    saveConsent({ marketing: true, reviews: false });
    expect(window._learnq).toBeUndefined();
    expect(marketingScripts()).toHaveLength(0);
    // Events after the consent are sent.
    track('Added to Cart', product);
    expect(window._learnq).toHaveLength(1);
  });

  it('sends nothing once marketing is refused, even with the script already running', async () => {
    const { track, setConsentRegion, saveConsent } = await configured();
    setConsentRegion('opt-out');
    track('Added to Cart', product);
    expect(window._learnq).toHaveLength(1);
    saveConsent({ marketing: false, reviews: true });
    track('Added to Cart', product);
    track('Added to Cart', product);
    expect(window._learnq).toHaveLength(1);
    expect(marketingScripts()).toHaveLength(1);
  });

  it('treats Global Privacy Control as a refusal, whatever was chosen', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const { track, setConsentRegion, saveConsent } = await configured();
    setConsentRegion('opt-out');
    saveConsent({ marketing: true, reviews: true });
    track('Added to Cart', product);
    expect(window._learnq).toBeUndefined();
    expect(marketingScripts()).toHaveLength(0);
  });
});
