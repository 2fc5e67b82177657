import type { Cart, CartItem } from '../../src/types/api';
import { cartTotals, lineSubTotal, unitPrice } from '../rules/cart';
import { FREE_SHIPPING_THRESHOLD } from '../rules/shipping';
import { pointsBalance, REFERRAL_FRIEND_DISCOUNT } from '../rules/points';
import { voucherDiscount, type Discount } from '../rules/promo';
import { normaliseReferralCode } from '../rules/referral';
import type { Identity } from '../respond';
import { findProduct, productCard, relatedProducts } from './catalog';
import { getDb, nextId } from './db';
import type { CartRecord, ProductRecord, UserRecord } from './types';

/** The real API's extra `shipping_message` (HTML): how far the cart is from free USA shipping. */
export const shippingMessage = (total: number): string =>
  total >= FREE_SHIPPING_THRESHOLD
    ? 'This order ships <strong>free</strong> within the contiguous US.'
    : `Add <strong>$${(Math.round((FREE_SHIPPING_THRESHOLD - total) * 100) / 100).toFixed(2)}</strong> to your order for free standard shipping within the contiguous US.`;
export const EMPTY_CART_MESSAGE = 'Cart is empty';

const ownedBy = (cart: CartRecord, identity: Identity): boolean =>
  identity.kind === 'user'
    ? 'user_id' in cart.owner && cart.owner.user_id === identity.user.id
    : 'ip' in cart.owner && cart.owner.ip === identity.ip;

export const findCartFor = (identity: Identity): CartRecord | undefined =>
  getDb().carts.find((cart) => ownedBy(cart, identity));

/** The caller's cart, created empty on first use. */
export const getCartFor = (identity: Identity): CartRecord => {
  const existing = findCartFor(identity);
  if (existing) return existing;
  const cart: CartRecord = {
    id: nextId('carts'),
    owner: identity.kind === 'user' ? { user_id: identity.user.id } : { ip: identity.ip },
    items: [],
    promo: null,
    refferal_code: null,
    updated_at: new Date().toISOString(),
  };
  getDb().carts.push(cart);
  return cart;
};

export const findCartById = (id: unknown): CartRecord | undefined =>
  getDb().carts.find((cart) => cart.id === Number(id));

export const cartCount = (cart: CartRecord | undefined): number =>
  cart ? cart.items.reduce((sum, line) => sum + line.qty, 0) : 0;

export const userPoints = (userId: number): number =>
  pointsBalance(getDb().points.filter((row) => row.user_id === userId));

export const cartOwnerUser = (cart: CartRecord): UserRecord | undefined =>
  'user_id' in cart.owner
    ? getDb().users.find((u) => u.id === (cart.owner as { user_id: number }).user_id)
    : undefined;

/** Adds qty of a product (merging with an existing line). */
export const addToCart = (cart: CartRecord, product: ProductRecord, qty: number): void => {
  const line = cart.items.find((item) => item.product_id === product.id);
  if (line) line.qty += qty;
  else cart.items.push({ id: nextId('cartLines'), product_id: product.id, qty });
  cart.updated_at = new Date().toISOString();
};

/** Moves the IP's guest cart into the user's cart (merging quantities), e.g. on login or guest sign-up. */
export const moveGuestCart = (ip: string, user: UserRecord): void => {
  if (!ip) return;
  const db = getDb();
  const guestCart = db.carts.find((cart) => 'ip' in cart.owner && cart.owner.ip === ip);
  if (!guestCart) return;
  const userCart = findCartFor({ kind: 'user', user });
  if (!userCart) {
    guestCart.owner = { user_id: user.id };
    return;
  }
  for (const line of guestCart.items) {
    const product = findProduct(line.product_id);
    if (product) addToCart(userCart, product, line.qty);
  }
  userCart.promo ??= guestCart.promo;
  userCart.refferal_code ??= guestCart.refferal_code;
  db.carts = db.carts.filter((cart) => cart !== guestCart);
};

/** The discount of the applied promo or voucher, looked up on the server (never trusted from the client). */
export const appliedDiscount = (cart: CartRecord): Discount | null => {
  if (!cart.promo) return null;
  const db = getDb();
  if (cart.promo.type === 'LL') {
    const claimed = db.claimedRewards.find((c) => c.id === cart.promo?.reward_id);
    const reward = claimed && db.rewards.find((r) => r.id === claimed.reward_id);
    return reward ? voucherDiscount(reward) : null;
  }
  const promo = db.promoCodes.find((p) => p.code === cart.promo?.code);
  return promo ? { kind: promo.kind, amount: promo.amount } : null;
};

/** A referral code of another user gives a first-time buyer $10 off when no promo is applied. */
export const referralDiscount = (cart: CartRecord): Discount | null => {
  const code = normaliseReferralCode(cart.refferal_code);
  if (!code) return null;
  const db = getDb();
  const referrer = db.users.find((u) => u.referral_code === code);
  const owner = cartOwnerUser(cart);
  if (!referrer || (owner && owner.id === referrer.id)) return null;
  if (owner && db.orders.some((order) => order.user_id === owner.id)) return null;
  return { kind: 'fixed', amount: REFERRAL_FRIEND_DISCOUNT };
};

export type CartLineView = { line: CartItem; product: ProductRecord };

export const cartLines = (cart: CartRecord): CartLineView[] =>
  cart.items.flatMap((item) => {
    const product = findProduct(item.product_id);
    if (!product) return [];
    const price = unitPrice(product, item.qty);
    return [
      {
        product,
        line: {
          id: item.id,
          product_id: product.id,
          product_name: product.product_name,
          product_url: product.product_url,
          image: product.image,
          qty: item.qty,
          price_per_product: price,
          sub_total: lineSubTotal(price, item.qty),
        },
      },
    ];
  });

/** Totals of a cart as the checkout sees them (server-side source of truth). */
export const cartTotalsFor = (cart: CartRecord) =>
  cartTotals({
    lines: cartLines(cart).map(({ line }) => ({
      unit_price: Number(line.price_per_product),
      qty: line.qty,
    })),
    discount: appliedDiscount(cart),
    fallbackDiscount: referralDiscount(cart),
  });

/** The GET /cart/ answer: spec fields plus the real API's extras. Image paths stay relative (see withOrigin). */
export const cartView = (cart: CartRecord): Cart & { refferal_code: string | null } => {
  const lines = cartLines(cart);
  const totals = cartTotalsFor(cart);
  const user = cartOwnerUser(cart);
  const inCart = new Set(lines.map(({ product }) => product.id));
  const related = new Map<number, ProductRecord>();
  for (const { product } of lines) {
    for (const candidate of relatedProducts(product, 8))
      if (!inCart.has(candidate.id)) related.set(candidate.id, candidate);
  }
  if (related.size === 0)
    getDb()
      .products.filter((p) => p.top && !inCart.has(p.id))
      .forEach((p) => related.set(p.id, p));
  const points = user ? userPoints(user.id) : undefined;
  return {
    id: cart.id,
    items: lines.map(({ line }) => line),
    sub_total: totals.sub_total,
    discount: totals.discount,
    total: totals.total,
    promo: cart.promo?.code ?? null,
    accept_promo: cart.promo === null,
    message: lines.length === 0 ? EMPTY_CART_MESSAGE : null,
    related_products: [...related.values()].slice(0, 4).map(productCard),
    ...(user
      ? {
          first_name: user.first_name,
          email: user.email,
          pointsTotal: points,
          total_points: points,
        }
      : {}),
    auto_ship: totals.auto_ship,
    auto_ship_amount: totals.auto_ship_amount,
    is_customer: Boolean(user && !user.is_guest),
    // The 'free USA shipping' threshold; the rate call decides for the chosen address.
    free_shipping: lines.length > 0 && totals.total >= FREE_SHIPPING_THRESHOLD,
    shipping_message: lines.length > 0 ? shippingMessage(totals.total) : null,
    refferal_code: cart.refferal_code,
  };
};
