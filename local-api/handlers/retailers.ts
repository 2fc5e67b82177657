import { http, type RequestHandler } from 'msw';
import { json, queryParam, readJson, text } from '../respond';
import { getDb, nextId } from '../store/db';

export const RETAILERS_PER_PAGE = 10;

/** ZIP and postal codes compare without spaces and case ('m5v' finds 'M5V 2T6'). */
const zipKey = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const required = (body: Record<string, unknown>, fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => !text(body[field]))
      .map(([field, message]) => [field, [message]]),
  );

export const retailerHandlers: RequestHandler[] = [
  // ?country_id=&state_id=&zip_code=&page= (the client sends them all; an empty string means "any").
  http.get('*/retailer-search', ({ request }) => {
    const country = Number(queryParam(request, 'country_id')) || null;
    const state = Number(queryParam(request, 'state_id')) || null;
    const zip = zipKey(queryParam(request, 'zip_code') ?? '');
    const matches = getDb().retailers.filter(
      (r) =>
        (!country || r.country_id === country) &&
        (!state || r.state_id === state) &&
        (!zip || zipKey(r.zip_code).startsWith(zip)),
    );
    const totalPages = Math.max(1, Math.ceil(matches.length / RETAILERS_PER_PAGE));
    const page = Math.min(
      totalPages,
      Math.max(1, Number.parseInt(queryParam(request, 'page') ?? '1', 10) || 1),
    );
    const data = matches
      .slice((page - 1) * RETAILERS_PER_PAGE, page * RETAILERS_PER_PAGE)
      .map(({ first_name, last_name, phone, website_url, email }) => ({
        first_name,
        last_name,
        phone,
        website_url,
        email,
      }));
    return json({
      data,
      total_pages: totalPages,
      current_page: page,
      per_page: RETAILERS_PER_PAGE,
      total: matches.length,
    });
  }),

  // The 'Let us know' store suggestion: `status` on success, else `errors` by field (api-notes 3.9).
  http.post('*/retailer', async ({ request }) => {
    const body = await readJson(request);
    const errors = required(body, {
      store_name: 'The store name field is required.',
      location: 'The location field is required.',
    });
    if (Object.keys(errors).length > 0) return json({ status: false, errors }, 422);
    getDb().submissions.push({
      id: nextId('submissions'),
      kind: 'retailer',
      data: {
        store_name: text(body.store_name),
        location: text(body.location),
        contact: text(body.contact),
      },
      created_at: new Date().toISOString(),
    });
    return json({ status: true, message: 'Thank you! We will get in touch with the store.' });
  }),
];
