import { describe, expect, it } from 'vitest';
import { findProduct } from '../../local-api/store/catalog';
import { itemHref, leadingId } from './paths';
import { resolveSettings } from './settings';

/** The settings a fresh clone with no .env builds with. */
const fresh = resolveSettings({});

describe('defaults with no .env', () => {
  it('show both phone numbers in the top bar, as the README promises', () => {
    expect(fresh.phoneTollFree).toBe('1-800-000-0000');
    expect(fresh.phoneInternational).toBe('+1-555-000-0000');
  });

  it('fill {hash} and {token} of the home carousel with slugs of seeded products', () => {
    expect(fresh.homeCarouselSlugs).toEqual(['1-apricot-seed-sampler', '2-b17-vitamin-capsules']);
    for (const slug of fresh.homeCarouselSlugs) {
      const product = findProduct(leadingId(slug));
      expect(product, slug).toBeDefined();
      if (product) expect(`/item/${slug}`).toBe(itemHref(product.id, product.product_url));
    }
  });
});
