import { toAmount } from '@/lib/money';
import type { Cart, CartItemToSave, CategoryWithProducts, Product } from '@/types/api';

export type SortOrder = '' | 'low' | 'high';
/** A product's line on the pad: `cartLineId` when it is already in the cart. */
export type PadLine = { checked: boolean; qty: number; cartLineId?: number };
export type PadLines = Record<number, PadLine>;

/** The products of one category (title), or of all of them once each, in category order. */
export const productsOf = (categories: CategoryWithProducts[], category: string): Product[] => {
  const seen = new Set<number>();
  return categories
    .filter((item) => category === '' || item.category_title === category)
    .flatMap((item) => item.products)
    .filter((product) => !seen.has(product.id) && seen.add(product.id));
};

/** Search (case-insensitive, literal: typed regex characters match themselves) and sort on map_price. */
export const visibleProducts = (
  products: Product[],
  search: string,
  sort: SortOrder,
): Product[] => {
  const needle = search.trim().toLowerCase();
  const found = needle
    ? products.filter((product) => product.product_name.toLowerCase().includes(needle))
    : products;
  if (!sort) return found;
  const direction = sort === 'low' ? 1 : -1;
  return [...found].sort((a, b) => direction * (toAmount(a.map_price) - toAmount(b.map_price)));
};

/** The cart's lines as pad lines, matched by product_id (or the name, which the real API's lines carry). */
export const linesFromCart = (cart: Cart | undefined, products: Product[]): PadLines => {
  const lines: PadLines = {};
  for (const item of cart?.items ?? []) {
    const product = products.find((candidate) =>
      item.product_id === undefined
        ? candidate.product_name === item.product_name
        : candidate.id === item.product_id,
    );
    if (product) lines[product.id] = { checked: true, qty: item.qty, cartLineId: item.id };
  }
  return lines;
};

/**
 * POST /cart/add `items`: every checked product, and every cart line (unchecked ones leave the cart).
 * A line already in the cart is named by its cart line id, as the API expects (api-notes 3.4).
 */
export const itemsToSave = (lines: PadLines): CartItemToSave[] =>
  Object.entries(lines)
    .filter(([, line]) => line.checked || line.cartLineId !== undefined)
    .map(([productId, line]) => ({
      product_id: line.cartLineId ?? Number(productId),
      checked: line.checked,
      qty: line.qty,
    }));
