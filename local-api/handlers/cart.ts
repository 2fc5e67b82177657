import { http, type RequestHandler } from 'msw';
import { PROMO_MESSAGES, resolvePromo, sameCode } from '../rules/promo';
import { normaliseReferralCode } from '../rules/referral';
import {
  badRequest,
  json,
  jsonWithAssets,
  queryParam,
  readIdentity,
  readJson,
  text,
  type Identity,
} from '../respond';
import { addToCart, cartView, findCartById, getCartFor } from '../store/cart';
import { findProduct } from '../store/catalog';
import { getDb } from '../store/db';
import type { CartLineRecord, CartRecord, ProductRecord } from '../store/types';

export const CART_MESSAGES = {
  added: 'Product added to cart successfully.',
  updated: 'Cart updated successfully.',
  removed: 'Item removed from cart.',
  productNotFound: 'Product not found',
  itemNotFound: 'Cart item not found.',
  badQty: 'Quantity must be at least 1.',
  badAction: 'The action must be increase or decrease.',
} as const;

/** POST /cart/add reports failures in the body too: `{ status, message }` with the same HTTP status. */
const statusReply = (status: number, message: string) => json({ status, message }, status);

const quantity = (value: unknown): number | null => {
  const qty = value === undefined || value === null || value === '' ? 1 : Number(value);
  return Number.isInteger(qty) && qty >= 1 ? qty : null;
};

const touch = (cart: CartRecord): void => {
  cart.updated_at = new Date().toISOString();
  if (cart.items.length === 0) cart.promo = null;
};

/** The identity, or the thrown error converted to the /cart/add body shape. */
const identityForAdd = async (request: Request): Promise<Identity | Response> => {
  try {
    return await readIdentity(request);
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    const { message } = (await error.json()) as { message: string };
    return statusReply(error.status, message);
  }
};

const ownsCart = (identity: Identity, cart: CartRecord): boolean =>
  identity.kind === 'user'
    ? 'user_id' in cart.owner && cart.owner.user_id === identity.user.id
    : 'ip' in cart.owner && cart.owner.ip === identity.ip;

export const cartHandlers: RequestHandler[] = [
  http.get('*/cart', async ({ request }) => {
    const identity = await readIdentity(request);
    const cart = getCartFor(identity);
    const referral = normaliseReferralCode(queryParam(request, 'refferal_code'));
    if (referral && getDb().users.some((u) => u.referral_code === referral))
      cart.refferal_code = referral;
    return jsonWithAssets(request, cartView(cart));
  }),

  http.post('*/cart/add', async ({ request }) => {
    const identity = await identityForAdd(request);
    if (identity instanceof Response) return identity;
    const body = await readJson(request);
    const cart = getCartFor(identity);
    if (Array.isArray(body.items)) {
      // Quick Checkout: the checked items with their quantities. Lines already in the cart are sent
      // with the cart line id as product_id and take the sent quantity (the pad shows the line's);
      // unchecked lines are removed. A product named by its own id is an add, merged like a single add.
      // Every item is checked before any is applied, so a refused request leaves the cart as it was.
      const changes: {
        line?: CartLineRecord;
        product: ProductRecord;
        checked: boolean;
        qty: number;
      }[] = [];
      for (const raw of body.items as Record<string, unknown>[]) {
        const line = cart.items.find((item) => item.id === Number(raw.product_id));
        const product = findProduct(line ? line.product_id : raw.product_id);
        if (!product) return statusReply(404, CART_MESSAGES.productNotFound);
        const checked = raw.checked === true || raw.checked === 'true' || raw.checked === 1;
        const qty = checked ? quantity(raw.qty) : 0;
        if (qty === null) return statusReply(422, CART_MESSAGES.badQty);
        changes.push({ line, product, checked, qty });
      }
      for (const { line, product, checked, qty } of changes) {
        if (!checked) {
          const existing = line ?? cart.items.find((item) => item.product_id === product.id);
          if (existing) cart.items = cart.items.filter((item) => item !== existing);
        } else if (line) line.qty = qty;
        else addToCart(cart, product, qty);
      }
      touch(cart);
      return json({ status: 200, message: CART_MESSAGES.updated });
    }
    const product = findProduct(body.product_id);
    if (!product) return statusReply(404, CART_MESSAGES.productNotFound);
    const qty = quantity(body.qty);
    if (qty === null) return statusReply(422, CART_MESSAGES.badQty);
    addToCart(cart, product, qty);
    return json({ status: 200, message: CART_MESSAGES.added });
  }),

  http.post('*/cart/guest/add', async ({ request }) => {
    const body = await readJson(request);
    const ip = text(body.ip);
    if (!ip) return badRequest('IP address is required.', 422);
    const product = findProduct(body.product_id);
    if (!product) return badRequest(CART_MESSAGES.productNotFound, 404);
    const qty = quantity(body.qty);
    if (qty === null) return badRequest(CART_MESSAGES.badQty, 422);
    addToCart(getCartFor({ kind: 'guest', ip }), product, qty);
    return json({ message: CART_MESSAGES.added });
  }),

  http.post('*/cart/update-quantity', async ({ request }) => {
    const identity = await readIdentity(request);
    const body = await readJson(request);
    const cart = getCartFor(identity);
    const line = cart.items.find((item) => item.id === Number(body.id));
    if (!line) return badRequest(CART_MESSAGES.itemNotFound, 404);
    if (body.action === 'increase') line.qty += 1;
    else if (body.action === 'decrease') line.qty = Math.max(1, line.qty - 1);
    else if (body.action === 'manual') {
      const qty = quantity(body.qty);
      if (qty === null) return badRequest(CART_MESSAGES.badQty, 422);
      line.qty = qty;
    } else return badRequest(CART_MESSAGES.badAction, 422);
    touch(cart);
    return json({ message: CART_MESSAGES.updated });
  }),

  http.post('*/cart/delete/:id', async ({ request, params }) => {
    const identity = await readIdentity(request);
    const cart = getCartFor(identity);
    const id = Number(params.id);
    if (!cart.items.some((item) => item.id === id))
      return badRequest(CART_MESSAGES.itemNotFound, 404);
    cart.items = cart.items.filter((item) => item.id !== id);
    touch(cart);
    return json({ message: CART_MESSAGES.removed });
  }),

  http.post('*/apply/promo', async ({ request }) => {
    const identity = await readIdentity(request);
    const body = await readJson(request);
    const cart = getCartFor(identity);
    const db = getDb();
    const vouchers =
      identity.kind === 'user'
        ? db.claimedRewards
            .filter((c) => c.user_id === identity.user.id)
            .flatMap((claimed) => {
              const reward = db.rewards.find((r) => r.id === claimed.reward_id);
              return reward
                ? [
                    {
                      ...claimed,
                      discount_amount: reward.discount_amount,
                      discount_type: reward.discount_type,
                    },
                  ]
                : [];
            })
        : [];
    const decision = resolvePromo({
      request: {
        type: body.promoCode_type === 'LL' ? 'LL' : 'NORMAL',
        code: text(body.promo),
        reward_id: body.reward_id === undefined ? null : Number(body.reward_id),
      },
      promos: db.promoCodes,
      vouchers,
      current: cart.promo
        ? { code: cart.promo.code, type: cart.promo.type, reward_id: cart.promo.reward_id ?? null }
        : null,
      itemCount: cart.items.length,
      now: new Date(),
    });
    if (!decision.ok) return badRequest(decision.message, decision.status);
    cart.promo = decision.applied;
    touch(cart);
    // Success is "no message" (spec part 1 §8).
    return json({});
  }),

  http.post('*/remove/promo/:cartId', async ({ request, params }) => {
    const cart = findCartById(params.cartId);
    if (!cart) return badRequest('Cart not found.', 404);
    const identified = request.headers.has('authorization') || Boolean(queryParam(request, 'ip'));
    const identity = identified ? await readIdentity(request) : null;
    if (identity && !ownsCart(identity, cart)) return badRequest('Cart not found.', 404);
    const body = await readJson(request);
    const promo = text(body.promo);
    if (!cart.promo) return badRequest('No promo code is applied.', 422);
    if (promo && !sameCode(promo, cart.promo.code))
      return badRequest('This promo code is not applied to the cart.', 422);
    cart.promo = null;
    touch(cart);
    return json({ message: PROMO_MESSAGES.removed });
  }),
];
