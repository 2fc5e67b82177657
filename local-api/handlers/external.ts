import type { RequestHandler } from 'msw';

export const externalHandlers: RequestHandler[] = [];
