import type { CartItemToSave, OrderProduct } from '@/types/api';

/** An order's lines as cart items: one a product (a product ordered on two lines adds up). */
export type OrderBasket = {
  lines: { product_id: number; product_name: string; qty: number }[];
  /** Lines the API gave no product id: they cannot be bought again. */
  unnamed: string[];
};

export const basketOf = (products: readonly OrderProduct[]): OrderBasket => {
  const lines: OrderBasket['lines'] = [];
  const unnamed: string[] = [];
  for (const product of products) {
    const qty = Math.max(1, Math.floor(product.quantity) || 1);
    if (product.id === undefined) {
      unnamed.push(product.product_name);
      continue;
    }
    const same = lines.find((line) => line.product_id === product.id);
    if (same) same.qty += qty;
    else lines.push({ product_id: product.id, product_name: product.product_name, qty });
  }
  return { lines, unnamed };
};

/** The Quick Checkout payload (part 1 §3 "Cart item to save"): every line checked, with its quantity. */
export const itemsOf = (lines: OrderBasket['lines']): CartItemToSave[] =>
  lines.map(({ product_id, qty }) => ({ product_id, checked: true, qty }));
