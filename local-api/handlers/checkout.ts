import type { RequestHandler } from 'msw';

/** Filled in by the checkout/address work on top of local-api/store (see store/db.ts, respond.ts). */
export const checkoutHandlers: RequestHandler[] = [];
