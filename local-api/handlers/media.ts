import { http, type RequestHandler } from 'msw';
import { jsonWithAssets } from '../respond';
import { getDb } from '../store/db';

export const mediaHandlers: RequestHandler[] = [
  http.get('*/slider/videos', ({ request }) => jsonWithAssets(request, getDb().videos)),
  http.get('*/gallery', ({ request }) => jsonWithAssets(request, getDb().gallery)),
];
