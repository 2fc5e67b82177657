import type { RequestHandler } from 'msw';

export const loyaltyHandlers: RequestHandler[] = [];
