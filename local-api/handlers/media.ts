import { existsSync, readFileSync } from 'node:fs';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { jsonWithAssets, notFound } from '../respond';
import { getDb } from '../store/db';
import { contentTypeOf, SAFE_NAME } from '../store/files';

/** Sample recordings and clips (local-api/assets/media/), served under /media/ by file name. */
const MEDIA_FOLDER = new URL('../assets/media/', import.meta.url);

export const mediaHandlers: RequestHandler[] = [
  http.get('*/slider/videos', ({ request }) => jsonWithAssets(request, getDb().videos)),
  http.get('*/gallery', ({ request }) => jsonWithAssets(request, getDb().gallery)),
  http.get('*/media/:name', ({ params }) => {
    const name = String(params.name);
    const file = new URL(name, MEDIA_FOLDER);
    if (!SAFE_NAME.test(name) || !existsSync(file)) return notFound('File not found.');
    const body = readFileSync(file);
    return new HttpResponse(body, {
      headers: {
        'Content-Type': contentTypeOf(name),
        'Content-Length': String(body.byteLength),
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }),
];
