import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  badRequest,
  json,
  jsonWithAssets,
  optionalUser,
  queryParam,
  readJson,
  requireUser,
  text,
} from '../respond';
import { getDb, nextId } from '../store/db';
import { readStoredFile, storeFile } from '../store/files';

const MB = 1024 * 1024;
/** The stand-in's limits (the real upload script's are not known): voice notes and short videos. */
export const UPLOAD_LIMITS = { audio: 10 * MB, video: 50 * MB } as const;
const UPLOAD_FOLDER = 'uploads';
/**
 * The whole multipart request, framing included, may not pass the largest file limit: the server
 * counts it as it arrives (app.ts), whether or not a length was announced.
 */
export const UPLOAD_BODY_LIMIT = UPLOAD_LIMITS.video;

/** The upload script's refusal: HTTP 4xx with `status: false` and a message. */
const refuse = (message: string, status: number) => json({ status: false, message }, status);

const mediaKind = (file: File): keyof typeof UPLOAD_LIMITS | null => {
  const kind = file.type.split('/')[0];
  return kind === 'audio' || kind === 'video' ? kind : null;
};

/** order_id, when sent, must be one of the caller's orders (so the string "null" is refused). */
const orderIdProblem = (raw: string | null, userId: number): string | null => {
  if (raw === null) return null;
  const own = getDb().orders.some((order) => order.user_id === userId && String(order.id) === raw);
  return own ? null : 'The selected order id is invalid.';
};

export const testimonialHandlers: RequestHandler[] = [
  http.get('*/testimonials/list', ({ request }) => jsonWithAssets(request, getDb().testimonials)),

  http.post('*/testimonials/add', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    if (!text(body.review)) return badRequest('The review field is required.', 422);
    const orderId = queryParam(request, 'order_id');
    const orderProblem = orderIdProblem(orderId, user.id);
    if (orderProblem) return badRequest(orderProblem, 422);
    const rating = Math.min(5, Math.max(0, Number(body.rating) || 0));
    getDb().submissions.push({
      id: nextId('submissions'),
      kind: 'testimonial',
      data: { ...body, user_id: user.id, order_id: orderId },
      created_at: new Date().toISOString(),
    });
    getDb().testimonials.unshift({
      description: text(body.review),
      rating,
      file_type: text(body.file_type) || null,
      audio: text(body.audio) || null,
      video: text(body.video) || null,
      name: `${user.first_name} ${user.last_name.slice(0, 1)}.`.trim(),
    });
    return json({ message: 'Thank you for your feedback!' });
  }),

  // Stand-in for the staging upload script (VITE_UPLOAD_URL): multipart file + type='testimonials'.
  // Signed-in customers only: the feedback page is behind sign-in (spec part 2, roles).
  http.post('*/__ext/upload', async ({ request }) => {
    if (!optionalUser(request)) return refuse('Unauthenticated.', 401);
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data'))
      return refuse('The upload must be sent as multipart/form-data.', 415);
    const length = Number(request.headers.get('content-length'));
    if (length > UPLOAD_BODY_LIMIT)
      return refuse(`The file may not be greater than ${UPLOAD_BODY_LIMIT / MB} MB.`, 413);
    const form = await request.formData();
    const file = form.get('file');
    // Not `instanceof File`: under Vitest's jsdom the global File is not the one formData() makes.
    if (file === null || typeof file === 'string' || file.size === 0)
      return refuse('The file field is required.', 422);
    if (form.get('type') !== 'testimonials')
      return refuse('The type field must be testimonials.', 422);
    const kind = mediaKind(file);
    if (!kind) return refuse('Only audio or video files can be uploaded.', 415);
    if (file.size > UPLOAD_LIMITS[kind])
      return refuse(`The file may not be greater than ${UPLOAD_LIMITS[kind] / MB} MB.`, 413);
    const stored = await storeFile(UPLOAD_FOLDER, file);
    if (!stored) return refuse('The upload folder is full.', 507);
    return json({
      status: true,
      file: `${new URL(request.url).origin}/${UPLOAD_FOLDER}/${stored.name}`,
      file_type: stored.extension,
      message: 'File uploaded successfully.',
    });
  }),

  http.get(`*/${UPLOAD_FOLDER}/:name`, ({ params }) => {
    const stored = readStoredFile(UPLOAD_FOLDER, String(params.name));
    if (!stored) return badRequest('File not found.', 404);
    return new HttpResponse(stored.bytes, {
      headers: { 'Content-Type': stored.contentType, 'Cache-Control': 'no-cache' },
    });
  }),
];
