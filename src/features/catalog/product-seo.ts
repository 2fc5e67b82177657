import { env } from '@/config/env';
import { itemHref } from '@/config/paths';
import { toAmount } from '@/lib/money';
import type { PageMeta, ProductDetail } from '@/types/api';

/** The product's meta fields in the page-meta shape the shared <PageMeta> reads. */
export const productPageMeta = (product: ProductDetail): PageMeta => ({
  PageShowMETA: 1,
  PageMetaTitle: product.meta_title || product.product_name,
  PageMetaDesc: product.meta_description ?? undefined,
  PageMetaKeywords: product.meta_keyword ?? undefined,
  PageOGTitle: product.meta_og_title || product.meta_title || product.product_name,
  PageOGType: 'product',
  PageOGURL:
    product.meta_og_url || `${env.siteBaseUrl}${itemHref(product.id, product.product_url)}`,
  PageOGImage: product.meta_og_image || product.image,
});

/** schema.org Product from the product fields, overridden by the API's seoObject where it has one. */
export const productStructuredData = (product: ProductDetail): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.product_name,
  image: product.image,
  description: product.meta_description || product.product_descriptor || undefined,
  sku: product.sku || product.item_code || undefined,
  offers: {
    '@type': 'Offer',
    price: toAmount(product.sell_price).toFixed(2),
    priceCurrency: 'USD',
    url: `${env.siteBaseUrl}${itemHref(product.id, product.product_url)}`,
    availability: 'https://schema.org/InStock',
  },
  ...(product.seoObject ?? {}),
});
