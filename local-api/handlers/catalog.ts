import type { RequestHandler } from 'msw';

export const catalogHandlers: RequestHandler[] = [];
