import type { RequestHandler } from 'msw';

export const contentHandlers: RequestHandler[] = [];
