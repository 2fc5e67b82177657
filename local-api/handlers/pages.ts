import { readFileSync } from 'node:fs';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { notFound } from '../respond';

/** Files the shop links to for download (VITE_RECIPE_COOKBOOK_URL's default), kept in local-api/assets. */
const DOWNLOADS: Record<string, { file: string; type: string }> = {
  'recipe-contest-cookbook.pdf': { file: 'recipe-contest-cookbook.pdf', type: 'application/pdf' },
};

export const pageHandlers: RequestHandler[] = [
  http.get('*/downloads/:name', ({ params }) => {
    const name = String(params.name);
    const download = Object.hasOwn(DOWNLOADS, name) ? DOWNLOADS[name] : undefined;
    if (!download) return notFound('File not found');
    const body = readFileSync(new URL(`../assets/${download.file}`, import.meta.url));
    return new HttpResponse(body, {
      headers: {
        'Content-Type': download.type,
        'Content-Disposition': `attachment; filename="${name}"`,
        'Content-Length': String(body.byteLength),
      },
    });
  }),
];
