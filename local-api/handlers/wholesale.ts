import { http, type RequestHandler } from 'msw';
import { json } from '../respond';
import { getDb, nextId } from '../store/db';
import { storeFile } from '../store/files';
import { isEmail } from './auth';

const MB = 1024 * 1024;
/** The stand-in's limit for the business licence or resale certificate (the real script's is not known). */
export const ATTACHMENT_LIMIT = 10 * MB;
const ATTACHMENT_FOLDER = 'wholesale';
// Multipart framing and the text fields around the attachment.
const FRAMING_BYTES = 256 * 1024;
/** The whole request's cap, counted as it arrives by the server (app.ts). */
export const MAIL_BODY_LIMIT = ATTACHMENT_LIMIT + FRAMING_BYTES;

/**
 * The mail script's answer: a body `status` (200 is success, api-notes 3.9). A refusal also carries
 * the HTTP status and `errors`, by field where one is to blame.
 */
const refuse = (status: number, errors: Record<string, string[]> | string[]) =>
  json({ status, errors }, status);

const isAttachmentType = (file: File): boolean =>
  file.type === 'application/pdf' ||
  file.type.startsWith('image/') ||
  (!file.type && file.name.toLowerCase().endsWith('.pdf'));

export const wholesaleHandlers: RequestHandler[] = [
  // Stand-in for the staging mail script (VITE_WHOLESALE_MAIL_URL): the application as multipart.
  http.post('*/__ext/mail', async ({ request }) => {
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data'))
      return refuse(415, ['The application must be sent as multipart/form-data.']);
    if (Number(request.headers.get('content-length')) > MAIL_BODY_LIMIT)
      return refuse(413, { attachment: ['The attachment may not be greater than 10 MB.'] });
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value.trim();
    });
    const attachment = form.get('attachment');
    // The previous client sent the string "null" when no file was chosen.
    if (typeof attachment === 'string')
      return refuse(422, { attachment: ['The attachment must be a file.'] });
    if (fields.email && !isEmail(fields.email))
      return refuse(422, { email: ['The email must be a valid email address.'] });
    let stored: string | null = null;
    // Not `instanceof File`: under Vitest's jsdom the global File is not the one formData() makes.
    if (attachment !== null && attachment.size > 0) {
      if (!isAttachmentType(attachment))
        return refuse(415, { attachment: ['The attachment must be a PDF or an image.'] });
      if (attachment.size > ATTACHMENT_LIMIT)
        return refuse(413, { attachment: ['The attachment may not be greater than 10 MB.'] });
      const file = await storeFile(ATTACHMENT_FOLDER, attachment);
      if (!file) return refuse(507, ['The attachment folder is full.']);
      stored = file.name;
    }
    getDb().submissions.push({
      id: nextId('submissions'),
      kind: 'wholesale',
      data: { ...fields, attachment: stored },
      created_at: new Date().toISOString(),
    });
    return json({ status: 200, message: 'Your application has been sent.' });
  }),
];
