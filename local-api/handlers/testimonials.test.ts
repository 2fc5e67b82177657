// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../seed/users';
import { enablePersistence } from '../store/db';

const API = 'http://localhost:5013';
const MB = 1024 * 1024;
const customer = { Authorization: `Bearer ${DEMO_USERS.customer.token}` };

const upload = async (
  fields: Record<string, string | File>,
  headers: Record<string, string> = customer,
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${API}/__ext/upload`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const addFeedback = async (
  body: unknown,
  query = '',
  headers: Record<string, string> = customer,
) => {
  const response = await fetch(`${API}/testimonials/add${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const list = async () =>
  (await (await fetch(`${API}/testimonials/list/`)).json()) as Record<string, unknown>[];

const mp3 = (size = 1024) =>
  new File([new Uint8Array(size).fill(7)], 'My Voice.mp3', { type: 'audio/mpeg' });

describe('the upload stand-in (VITE_UPLOAD_URL)', () => {
  let folder = '';
  afterEach(() => {
    vi.unstubAllEnvs();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('stores an audio file and answers status, file and file_type; the file is served back', async () => {
    const answer = await upload({ file: mp3(), type: 'testimonials' });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: true,
        file: `${API}/uploads/1-my-voice.mp3`,
        file_type: 'mp3',
        message: 'File uploaded successfully.',
      },
    });
    const served = await fetch(`${API}/uploads/1-my-voice.mp3`);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(1024).fill(7));
    expect((await fetch(`${API}/uploads/..%2Fdb.json`)).status).toBe(404);
  });

  it('writes under .data/uploads/ (next to the data file) when the API runs as a server', async () => {
    folder = mkdtempSync(join(tmpdir(), 'apricot-uploads-'));
    enablePersistence(join(folder, 'db.json'));
    const answer = await upload({ file: mp3(), type: 'testimonials' });
    const name = String(answer.body.file).split('/').pop() ?? '';
    expect(readFileSync(join(folder, 'uploads', name))).toHaveLength(1024);
    expect(existsSync(join(folder, 'uploads'))).toBe(true);
  });

  it('refuses an upload without a valid bearer token (401) and keeps nothing', async () => {
    const refused = { status: 401, body: { status: false, message: 'Unauthenticated.' } };
    expect(await upload({ file: mp3(), type: 'testimonials' }, {})).toEqual(refused);
    expect(
      await upload({ file: mp3(), type: 'testimonials' }, { Authorization: 'Bearer forged' }),
    ).toEqual(refused);
    // The first stored file would have been number 1.
    expect((await fetch(`${API}/uploads/1-my-voice.mp3`)).status).toBe(404);
  });

  it('refuses a file that would take the folder over its quota (507), keeping the earlier ones', async () => {
    vi.stubEnv('LOCAL_API_UPLOAD_QUOTA_MB', '1');
    const first = await upload({ file: mp3(600 * 1024), type: 'testimonials' });
    expect(first.status).toBe(200);
    expect(await upload({ file: mp3(600 * 1024), type: 'testimonials' })).toEqual({
      status: 507,
      body: { status: false, message: 'The upload folder is full.' },
    });
    expect((await fetch(String(first.body.file))).status).toBe(200);
  });

  it.each([
    ['a JSON body', null, 415, 'The upload must be sent as multipart/form-data.'],
    ['no file', { type: 'testimonials' }, 422, 'The file field is required.'],
    [
      'another type field',
      { file: mp3(), type: 'avatars' },
      422,
      'The type field must be testimonials.',
    ],
    [
      'a text file',
      { file: new File(['hi'], 'notes.txt', { type: 'text/plain' }), type: 'testimonials' },
      415,
      'Only audio or video files can be uploaded.',
    ],
    [
      'audio over 10 MB',
      { file: mp3(10 * MB + 1), type: 'testimonials' },
      413,
      'The file may not be greater than 10 MB.',
    ],
  ])('refuses %s with a 4xx, status false and a message', async (_, fields, status, message) => {
    const answer = fields
      ? await upload(fields)
      : await fetch(`${API}/__ext/upload`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...customer },
          body: '{}',
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(answer).toEqual({ status, body: { status: false, message } });
  });
});

describe('testimonials', () => {
  it('lists entries with audio, video, both, and one without a name', async () => {
    const rows = await list();
    expect(rows.some((row) => row.audio && row.video)).toBe(true);
    expect(rows.some((row) => row.file_type === 'mp3' && row.audio && !row.video)).toBe(true);
    expect(rows.some((row) => row.file_type === 'mp4' && row.video && !row.audio)).toBe(true);
    expect(rows.some((row) => !row.name)).toBe(true);
    expect(String(rows[1].audio)).toBe(`${API}/media/testimonial-voice.mp3`);
  });

  it('adds a signed-in customer’s feedback for one of their orders, first in the list', async () => {
    const body = {
      review: 'Great seeds.',
      audio: `${API}/uploads/1-voice.mp3`,
      video: '',
      file_type: 'mp3',
      rating: 4.5,
    };
    expect(await addFeedback(body, '?order_id=1001')).toEqual({
      status: 200,
      body: { message: 'Thank you for your feedback!' },
    });
    expect((await list())[0]).toEqual({
      description: 'Great seeds.',
      rating: 4.5,
      file_type: 'mp3',
      audio: body.audio,
      video: null,
      name: 'Ada C.',
    });
    expect((await addFeedback({ review: 'No order.' })).status).toBe(200);
  });

  it.each([
    ['a guest', { review: 'x' }, '', {}, 401],
    ['no review', { review: '  ' }, '', customer, 422],
    ['order_id "null"', { review: 'x' }, '?order_id=null', customer, 422],
    ["someone else's order", { review: 'x' }, '?order_id=999999', customer, 422],
  ])('refuses %s', async (_, body, query, headers, status) => {
    expect((await addFeedback(body, query, headers)).status).toBe(status);
  });
});
