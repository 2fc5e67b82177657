import type { RequestHandler } from 'msw';

export const cartHandlers: RequestHandler[] = [];
