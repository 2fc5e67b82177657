import { http, type RequestHandler } from 'msw';
import { badRequest, json, jsonWithAssets, readJson, text } from '../respond';
import { getDb, nextId } from '../store/db';
import type { SubmissionRecord } from '../store/types';
import { isEmail } from './auth';

const record = (kind: SubmissionRecord['kind'], data: Record<string, unknown>): void => {
  getDb().submissions.push({
    id: nextId('submissions'),
    kind,
    data,
    created_at: new Date().toISOString(),
  });
};

const missingField = (body: Record<string, unknown>, fields: string[]): string | undefined =>
  fields.find((f) => !text(body[f]));

export const contentHandlers: RequestHandler[] = [
  http.get('*/content/:id', ({ request, params }) => {
    const content = getDb().content[String(params.id)];
    if (!content) return badRequest('Content not found', 404);
    return jsonWithAssets(request, content);
  }),

  http.get('*/pages/tags/:id', ({ request, params }) => {
    const meta = getDb().pageMeta[String(params.id)];
    if (!meta) return badRequest('Page not found', 404);
    return jsonWithAssets(request, [meta]);
  }),

  http.get('*/slider', ({ request }) => jsonWithAssets(request, getDb().slider)),
  http.get('*/admin/faq', () => json(getDb().faq)),
  http.post('*/contact', async ({ request }) => {
    const body = await readJson(request);
    const missing = missingField(body, ['first_name', 'last_name', 'email', 'message']);
    if (missing)
      return json(
        { success: false, message: `The ${missing.replace('_', ' ')} field is required.` },
        422,
      );
    if (!isEmail(text(body.email)))
      return json({ success: false, message: 'The email must be a valid email address.' }, 422);
    record('contact', body);
    return json({
      success: true,
      message: 'Thank you for contacting us. We will get back to you soon.',
    });
  }),

  http.post('*/news-latter', async ({ request }) => {
    const body = await readJson(request);
    const missing = missingField(body, ['first_name', 'last_name', 'email']);
    if (missing)
      return json(
        { success: false, message: `The ${missing.replace('_', ' ')} field is required.` },
        422,
      );
    const email = text(body.email);
    if (!isEmail(email))
      return json({ success: false, message: 'The email must be a valid email address.' }, 422);
    const db = getDb();
    if (
      db.submissions.some(
        (s) => s.kind === 'newsletter' && text(s.data.email).toLowerCase() === email.toLowerCase(),
      )
    ) {
      return json({ success: false, message: 'This email is already subscribed.' }, 409);
    }
    record('newsletter', {
      first_name: text(body.first_name),
      last_name: text(body.last_name),
      email,
    });
    return json({ success: true, message: 'Thank you for subscribing to our newsletter!' });
  }),
];
