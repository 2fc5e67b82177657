import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/types/api';
import { productPageMeta, productStructuredData } from './product-seo';

const product: ProductDetail = {
  id: 705,
  product_name: 'Apricot Seed Capsules',
  product_url: 'apricot seed capsules',
  image: '/img.svg',
  map_price: '39.99',
  sell_price: 29.99,
  sku: 'SKU-1',
  meta_title: 'Capsules | Shop',
  meta_description: 'Ground seeds',
};

describe('product SEO', () => {
  it('maps the meta fields to page meta', () => {
    expect(productPageMeta(product)).toMatchObject({
      PageShowMETA: 1,
      PageMetaTitle: 'Capsules | Shop',
      PageMetaDesc: 'Ground seeds',
      PageOGType: 'product',
      PageOGImage: '/img.svg',
    });
  });

  it('builds schema.org Product data and lets seoObject override it', () => {
    const data = productStructuredData({
      ...product,
      seoObject: { brand: { '@type': 'Brand', name: 'Apricot' } },
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Apricot Seed Capsules',
      sku: 'SKU-1',
      offers: { price: '29.99', priceCurrency: 'USD' },
      brand: { name: 'Apricot' },
    });
  });
});
