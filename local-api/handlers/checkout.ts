import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OrderListItem } from '../../src/types/api';
import {
  accountPaymentProblem,
  creditToUse,
  maskCard,
  orderTotals,
  pointsForOrder,
  validateCheckout,
} from '../rules/checkout';
import { referrerEarns } from '../rules/points';
import { normaliseReferralCode } from '../rules/referral';
import { parseAutoshipFlag, quoteShipping } from '../rules/shipping';
import { badRequest, json, notFound, queryParam, readJson, requireUser, text } from '../respond';
import { cartLines, cartTotalsFor, getCartFor } from '../store/cart';
import { getDb, nextId, saveDb } from '../store/db';
import { answerFor, idempotencyKeyOf, rememberAnswer } from '../store/idempotency';
import type { CartRecord, OrderRecord, ShippingAddressRecord, UserRecord } from '../store/types';
import { userAddresses } from './addresses';

const stateCode = (address: ShippingAddressRecord): string =>
  getDb().states.find((state) => state.id === Number(address.state_id))?.code ?? '';

const quoteFor = (address: ShippingAddressRecord, cart: CartRecord, isAutoship: boolean) => {
  const totals = cartTotalsFor(cart);
  return quoteShipping({
    countryId: address.country_id,
    stateCode: stateCode(address),
    subtotal: totals.sub_total - totals.discount,
    isAutoship,
    cartAutoShip: totals.auto_ship,
  });
};

const orderSummary = (order: OrderRecord): OrderListItem => ({
  id: order.id,
  created_at: order.created_at,
  first_name: order.first_name,
  last_name: order.last_name,
  total_amount: order.total_amount,
  phone: order.phone,
  payment_status: order.payment_status,
  payment_method: order.payment_method,
  order_status: order.order_status,
  discount_amount: order.discount_amount,
  source: order.source,
  // The attempt that placed it: the shop finds an unanswered order by it (decision 031).
  ...(order.idempotency_key ? { idempotency_key: order.idempotency_key } : {}),
});

const creditPoints = (user: UserRecord, points: number, action: string, type: string): void => {
  if (points <= 0) return;
  getDb().points.push({
    id: nextId('points'),
    user_id: user.id,
    date: new Date().toISOString(),
    action,
    points,
    status: 1,
    type,
  });
};

/** A local stand-in for the hosted crypto-payment page (opened in a new tab). */
const hostedChargePage = (chargeId: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay with Bitcoin</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto;">
<h1>Pay with Bitcoin</h1>
<p>Local test charge <code>${chargeId.replace(/[^A-Za-z0-9-]/g, '')}</code>. No real payment is taken.</p>
<p>You can close this tab and return to the shop.</p>
</body></html>`;

export const checkoutHandlers: RequestHandler[] = [
  http.get('*/shipingStation/getRate/:shippingId', async ({ request, params }) => {
    const user = await requireUser(request);
    const address = userAddresses(user).find(
      (item) => item.id === Number(String(params.shippingId).trim()),
    );
    if (!address) return badRequest('Shipping address not found.', 404);
    const cart = getCartFor({ kind: 'user', user });
    return json(quoteFor(address, cart, parseAutoshipFlag(queryParam(request, 'isAutoship'))));
  }),

  http.post('*/coin-base', async ({ request }) => {
    await requireUser(request);
    const chargeId = `local-${nextId('coinbaseCharges')}`;
    saveDb();
    return json({
      status: true,
      hosted_url: `${new URL(request.url).origin}/__ext/coinbase/${chargeId}`,
    });
  }),

  http.get(
    '*/__ext/coinbase/:chargeId',
    ({ params }) =>
      new HttpResponse(hostedChargePage(String(params.chargeId)), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  ),

  http.post('*/checkout', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const key = idempotencyKeyOf(body, request);
    // A repeat of an order already placed gets that order's answer; nothing below runs again.
    const repeated = answerFor(user.id, key);
    if (repeated !== undefined) return json(repeated);
    const db = getDb();
    const cart = getCartFor({ kind: 'user', user });
    const lines = cartLines(cart);
    const addresses = userAddresses(user);
    const failure = validateCheckout(body, {
      addressIds: addresses.map((address) => address.id),
      billingIds: db.billingAccounts
        .filter((account) => account.user_id === user.id)
        .map((account) => account.id),
      cartLineCount: lines.length,
      now: new Date(),
    });
    if (failure)
      return json(
        { message: failure.message, ...(failure.errors ? { errors: failure.errors } : {}) },
        failure.status,
      );

    const address = addresses.find(
      (item) => item.id === Number(body.shipping_id),
    ) as ShippingAddressRecord;
    const autoShip = body.auto_shipping === true;
    const cartTotals = cartTotalsFor(cart);
    if (
      autoShip &&
      (!cartTotals.auto_ship || user.role === 2 || quoteFor(address, cart, true).autoShipMessage)
    ) {
      return badRequest('This order is not eligible for Auto-Ship.', 422);
    }
    const quote = quoteFor(address, cart, autoShip);
    const totals = orderTotals(cartTotals, quote.shipping_service_rate);
    const method = text(body.payment_method);
    const refused = accountPaymentProblem(body, user, totals.total_amount);
    if (refused) return badRequest(refused.message, refused.status);
    const account = db.billingAccounts.find((item) => item.id === Number(body.billing_id));
    const now = new Date().toISOString();
    const referral = normaliseReferralCode(text(body.refferal_code) || cart.refferal_code) || null;

    const order: OrderRecord = {
      id: nextId('orders'),
      user_id: user.id,
      ...(key ? { idempotency_key: key } : {}),
      email: address.email || user.email,
      created_at: now,
      CartCheckoutDate: now,
      shipping_date: null,
      first_name: address.first_name,
      last_name: address.last_name,
      phone: address.phone,
      shipping_email: address.email,
      shipping_first_name: address.first_name,
      shipping_last_name: address.last_name,
      shipping_address: {
        address: address.address,
        shipping_city: address.city,
        city: address.city,
        state_name: address.state_name,
        country_name: address.country_name,
        phone: address.phone,
        email: address.email,
      },
      shipping_id: address.id,
      billing_id: account?.id ?? null,
      products: lines.map(({ line }) => ({
        id: line.product_id,
        product_name: line.product_name,
        quantity: line.qty,
        price: Number(line.price_per_product),
        subtotal: Number(line.sub_total),
      })),
      promo: cart.promo?.code ?? null,
      CartOrderType: autoShip ? 'Auto-Ship' : 'One Time',
      payment_method: method || 'saved_account',
      // Only ever the masked card: the full number and CVV are not kept.
      payment_card:
        method === 'credit_card' && text(body.card_number)
          ? maskCard(body.card_number)
          : (account?.card_number ?? null),
      payment_status: ['cmo', 'coinbase', 'net_thirty'].includes(method) ? 'pending' : 'paid',
      order_status: 'processing',
      ...totals,
      auto_shipping: autoShip,
      auto_ship_doration: autoShip
        ? (body.auto_ship_doration as OrderRecord['auto_ship_doration'])
        : '',
      comments: text(body.comments),
      refferal_code: referral,
      source: 'Website',
      points_earned: pointsForOrder(totals),
      credits_used: creditToUse(body, user.credits, totals.total_amount),
    };
    db.orders.push(order);
    if (order.credits_used)
      user.credits = Math.round((user.credits - order.credits_used) * 100) / 100;
    creditPoints(user, order.points_earned ?? 0, `Purchase (order #${order.id})`, 'purchase');
    if (referral) {
      const referrer = db.users.find(
        (item) => item.referral_code === referral && item.id !== user.id,
      );
      const firstOrder = db.orders.filter((item) => item.user_id === user.id).length === 1;
      if (referrer && firstOrder)
        creditPoints(
          referrer,
          referrerEarns(totals.total_amount - totals.shipping_fee),
          `Referral (order #${order.id})`,
          'referral',
        );
    }
    if (cart.promo?.type === 'LL') {
      const claimed = db.claimedRewards.find((item) => item.id === cart.promo?.reward_id);
      if (claimed) claimed.used = true;
    }
    cart.items = [];
    cart.promo = null;
    cart.refferal_code = null;
    cart.updated_at = now;
    saveDb();
    const answer = { message: 'Order placed successfully', order_id: order.id };
    rememberAnswer(user.id, key, order.id, answer);
    return json(answer);
  }),

  http.get('*/orders', async ({ request }) => {
    const user = await requireUser(request);
    const orders = getDb()
      .orders.filter((order) => order.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return json(orders.map(orderSummary));
  }),

  http.get('*/order/detail/:id', async ({ request, params }) => {
    const user = await requireUser(request);
    const order = getDb().orders.find(
      (item) => item.id === Number(params.id) && item.user_id === user.id,
    );
    if (!order) return notFound('Order not found.');
    const {
      user_id,
      email: _email,
      shipping_id: _shipping,
      billing_id: _billing,
      points_earned: _points,
      credits_used: _credits,
      ...detail
    } = order;
    return json({ ...detail, user_id });
  }),
];
