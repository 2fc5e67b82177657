import type { RequestHandler } from 'msw';

export const authHandlers: RequestHandler[] = [];
