import type { Product, ProductAddon, ProductDetail, SortBy } from '../../src/types/api';
import { SORT_OPTIONS } from '../../src/types/api';
import { youSaveText } from '../rules/money';
import { getDb } from './db';
import type { ProductRecord } from './types';

export const findProduct = (id: unknown): ProductRecord | undefined => {
  const numeric = Number(id);
  return Number.isInteger(numeric)
    ? getDb().products.find((product) => product.id === numeric)
    : undefined;
};

export const categoryTitle = (id: number): string =>
  getDb().categories.find((c) => c.id === id)?.category_title ?? '';

/** The product card shape every listing answers. */
export const productCard = (product: ProductRecord): Product => ({
  id: product.id,
  product_name: product.product_name,
  product_url: product.product_url,
  image: product.image,
  map_price: product.map_price,
  sell_price: product.sell_price,
  you_save: youSaveText(product.map_price, product.sell_price),
  min_quantity: product.min_quantity,
  item_code: product.item_code,
  category_title: categoryTitle(product.category_id),
  ...(product.product_badge ? { product_badge: product.product_badge } : {}),
  ...(product.smart_saving ? { smart_saving: product.smart_saving } : {}),
});

export const isSortBy = (value: unknown): value is SortBy => SORT_OPTIONS.includes(value as SortBy);

/** Sorted copy; unknown or missing sort keeps the catalogue order. */
export const sortProducts = (products: ProductRecord[], sortby: string | null): ProductRecord[] => {
  const list = [...products];
  switch (sortby) {
    case 'highest_price':
      return list.sort((a, b) => b.sell_price - a.sell_price || a.id - b.id);
    case 'lowest_price':
      return list.sort((a, b) => a.sell_price - b.sell_price || a.id - b.id);
    case 'best_sales':
      return list.sort((a, b) => b.sales - a.sales || a.id - b.id);
    case 'lowest_sales':
      return list.sort((a, b) => a.sales - b.sales || a.id - b.id);
    default:
      return list;
  }
};

export const productsInCategory = (categoryId: number): ProductRecord[] =>
  getDb().products.filter(
    (p) => p.category_id === categoryId || p.extra_category_ids.includes(categoryId),
  );

export const productsWithTag = (tagId: number): ProductRecord[] =>
  getDb().products.filter((p) => p.tag_ids.includes(tagId));

/** Other products of the same category (not the same family), best sellers first. */
export const relatedProducts = (product: ProductRecord, limit = 4): ProductRecord[] => {
  const explicit = product.related_ids
    .map(findProduct)
    .filter((p): p is ProductRecord => Boolean(p));
  const sameCategory = sortProducts(
    productsInCategory(product.category_id).filter(
      (p) => p.family !== product.family && !product.related_ids.includes(p.id),
    ),
    'best_sales',
  );
  return [...explicit, ...sameCategory].slice(0, limit);
};

const addon = (product: ProductRecord): ProductAddon => ({
  id: product.id,
  product_name: product.product_name,
  product_url: product.product_url,
  quantity_size: product.quantity_size,
  sell_price: product.sell_price,
  image: product.image,
});

/** The schema.org Product object emitted as JSON-LD. `siteOrigin` is where the storefront lives. */
const seoObject = (product: ProductRecord, slugUrl: string): Record<string, unknown> => ({
  '@context': 'https://schema.org/',
  '@type': 'Product',
  name: product.product_name,
  image: [product.image],
  description: product.product_descriptor,
  sku: product.sku,
  mpn: product.item_code,
  brand: { '@type': 'Brand', name: 'Apricot Storefront' },
  offers: {
    '@type': 'Offer',
    url: slugUrl,
    priceCurrency: 'USD',
    price: product.sell_price.toFixed(2),
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
  },
});

export const productSlug = (product: Pick<ProductRecord, 'id' | 'product_url'>): string =>
  `${product.id}-${product.product_url.trim().replace(/\s+/g, '-')}`;

export const productDetail = (product: ProductRecord, siteOrigin: string): ProductDetail => {
  const db = getDb();
  const url = `${siteOrigin}/item/${productSlug(product)}`;
  const categoryIds = [product.category_id, ...product.extra_category_ids];
  return {
    ...productCard(product),
    product_descriptor: product.product_descriptor,
    quantity_size: product.quantity_size,
    sku: product.sku,
    price: product.sell_price,
    categories: db.categories
      .filter((c) => categoryIds.includes(c.id))
      .map(({ id, category_title }) => ({ id, category_title })),
    tags: db.tags.filter((t) => product.tag_ids.includes(t.id)),
    product_addons: db.products
      .filter((p) => p.family === product.family && p.id !== product.id)
      .map(addon),
    related_products: relatedProducts(product).map(productCard),
    product_description: product.product_description,
    meta_title: `${product.product_name} | Apricot Storefront`,
    meta_description: product.product_descriptor,
    meta_keyword: [
      product.product_name.toLowerCase(),
      ...db.tags.filter((t) => product.tag_ids.includes(t.id)).map((t) => t.name),
    ].join(', '),
    meta_og_title: product.product_name,
    meta_og_url: url,
    meta_og_image: product.image,
    seoObject: seoObject(product, url),
    product_nutrition: product.product_nutrition,
  };
};

/** Case-insensitive plain-text match (no RegExp from user input) over name, descriptor, code, category and tags. */
export const searchProducts = (query: string): ProductRecord[] => {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const db = getDb();
  return db.products.filter((product) => {
    const haystack = [
      product.product_name,
      product.product_url,
      product.product_descriptor,
      product.item_code,
      categoryTitle(product.category_id),
      ...db.tags.filter((t) => product.tag_ids.includes(t.id)).map((t) => t.name),
    ]
      .join(' ')
      .toLowerCase();
    return haystack.includes(needle);
  });
};
