import { http, HttpResponse, type RequestHandler } from 'msw';
import { badRequest, json, readJson, requireUser, text } from '../respond';
import {
  isValidLoyaltyAuth,
  loyaltyAuthDate,
  loyaltyAuthToken,
  loyaltySecret,
} from '../rules/loyalty-auth';
import { userPoints } from '../store/cart';
import { getDb } from '../store/db';
import type { UserRecord } from '../store/types';

export const LOYALTY_WIDGET_MESSAGES = {
  noSiteToken: 'The loyalty widget is not initialised with a site token.',
  badAuth: 'The loyalty authentication is not valid.',
} as const;

/** Where the stand-in's script is served (the e2e build's VITE_LOYALTY_SCRIPT_URL). */
export const LOYALTY_WIDGET_SCRIPT_PATH = '/__ext/scripts/loyaltylion.js';
const VERIFY_PATH = '/__ext/loyaltylion/customer';

/**
 * The stand-in for the loyalty service's SDK (window.loyaltylion): init({ token }) once, on('ready'),
 * authenticateCustomer({ customer, auth }) (the service checks the signed auth value: here the local
 * API does, at VERIFY_PATH), refresh() (anonymous again), and customer { pointsTotal, claimedRewards }
 * once authenticated. It records itself in window.__thirdPartyScripts like the other stand-ins.
 */
const standInSource = (origin: string): string => `(function () {
  'use strict';
  (window.__thirdPartyScripts = window.__thirdPartyScripts || []).push('loyaltylion.js');
  var verifyUrl = ${JSON.stringify(origin + VERIFY_PATH)};
  var siteToken = null;
  var ready = false;
  var waiting = [];
  var sdk = {
    customer: null,
    init: function (options) {
      if (siteToken !== null) throw new Error('loyaltylion.init may only be called once per page');
      siteToken = String((options && options.token) || '');
      ready = true;
      waiting.splice(0).forEach(function (callback) { setTimeout(callback, 0); });
    },
    on: function (event, callback) {
      if (event !== 'ready') return;
      if (ready) setTimeout(callback, 0);
      else waiting.push(callback);
    },
    authenticateCustomer: function (options) {
      return fetch(verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ site_token: siteToken, customer: options.customer, auth: options.auth })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) {
            sdk.customer = null;
            throw new Error(body.message || 'Loyalty authentication refused');
          }
          sdk.customer = body;
        });
      });
    },
    refresh: function () {
      sdk.customer = null;
    }
  };
  window.loyaltylion = sdk;
})();
`;

/** The customer as the loyalty service shows them: ledger total and the unused claimed rewards. */
const widgetCustomer = (user: UserRecord) => {
  const db = getDb();
  return {
    id: String(user.id),
    email: user.email,
    pointsTotal: userPoints(user.id),
    claimedRewards: db.claimedRewards
      .filter((claim) => claim.user_id === user.id && !claim.used)
      .flatMap((claim) => {
        const reward = db.rewards.find((r) => r.id === claim.reward_id);
        if (!reward) return [];
        return [
          {
            id: claim.id,
            redeemable: { code: claim.voucher },
            reward: {
              id: reward.id,
              title: reward.heading,
              discount_amount: reward.discount_amount,
              discount_type: reward.discount_type,
            },
          },
        ];
      }),
  };
};

const field = (value: unknown, key: string): string =>
  value && typeof value === 'object' ? text((value as Record<string, unknown>)[key]) : '';

export const loyaltyWidgetHandlers: RequestHandler[] = [
  // The signer (VITE_LOYALTY_SIGN_URL): the customer comes from the bearer session, never from the
  // body; the secret stays in this process.
  http.post('*/loyalty/sign', async ({ request }) => {
    const user = await requireUser(request);
    const date = loyaltyAuthDate(new Date());
    return json({
      customer: { id: String(user.id), email: user.email },
      auth: { date, token: loyaltyAuthToken(user.id, date, user.email, loyaltySecret()) },
    });
  }),

  http.get(`*${LOYALTY_WIDGET_SCRIPT_PATH}`, ({ request }) =>
    HttpResponse.text(standInSource(new URL(request.url).origin), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
    }),
  ),

  // The loyalty service's side of authenticateCustomer: recompute the SHA-1 with the secret.
  http.post(`*${VERIFY_PATH}`, async ({ request }) => {
    const body = await readJson(request);
    if (!text(body.site_token)) return badRequest(LOYALTY_WIDGET_MESSAGES.noSiteToken, 401);
    const customer = { id: field(body.customer, 'id'), email: field(body.customer, 'email') };
    const auth = { date: field(body.auth, 'date'), token: field(body.auth, 'token') };
    const user = getDb().users.find(
      (u) => String(u.id) === customer.id && u.email.toLowerCase() === customer.email.toLowerCase(),
    );
    if (!user || !isValidLoyaltyAuth({ customer, auth }, loyaltySecret(), new Date()))
      return badRequest(LOYALTY_WIDGET_MESSAGES.badAuth, 401);
    return json(widgetCustomer(user));
  }),
];
