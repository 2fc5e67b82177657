// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enablePersistence, getDb, stopPersistence } from '../store/db';

const MAIL = 'http://localhost:5013/__ext/mail';
const MB = 1024 * 1024;

const send = async (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(MAIL, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const pdf = (size = 512) =>
  new File([new Uint8Array(size).fill(37)], 'Resale Certificate.pdf', { type: 'application/pdf' });

describe('the wholesale mail stand-in (VITE_WHOLESALE_MAIL_URL)', () => {
  let folder = '';
  afterEach(() => {
    stopPersistence();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('takes the application with its attachment and answers body status 200', async () => {
    const answer = await send({
      company_name: 'Corner Health',
      store_type: 'Retail Storefront, Online Retailer',
      email: 'owner@corner.example',
      attachment: pdf(),
    });
    expect(answer).toEqual({
      status: 200,
      body: { status: 200, message: 'Your application has been sent.' },
    });
    expect(getDb().submissions.at(-1)).toMatchObject({
      kind: 'wholesale',
      data: {
        company_name: 'Corner Health',
        store_type: 'Retail Storefront, Online Retailer',
        attachment: expect.stringMatching(/^\d+-resale-certificate\.pdf$/),
      },
    });
  });

  it('takes an application without an attachment (the field left out)', async () => {
    expect(await send({ company_name: 'Corner Health' })).toMatchObject({
      status: 200,
      body: { status: 200 },
    });
    expect(getDb().submissions.at(-1)?.data.attachment).toBeNull();
  });

  it('stores the attachment under .data/wholesale/ when the API runs as a server', async () => {
    folder = mkdtempSync(join(tmpdir(), 'apricot-wholesale-'));
    enablePersistence(join(folder, 'db.json'));
    await send({ company_name: 'Corner Health', attachment: pdf(2048) });
    const [name] = readdirSync(join(folder, 'wholesale'));
    expect(readFileSync(join(folder, 'wholesale', name))).toHaveLength(2048);
  });

  it.each([
    [
      'the string "null" as attachment',
      { attachment: 'null' },
      422,
      { attachment: ['The attachment must be a file.'] },
    ],
    [
      'a malformed e-mail',
      { email: 'owner@' },
      422,
      { email: ['The email must be a valid email address.'] },
    ],
    [
      'a text file',
      { attachment: new File(['hi'], 'notes.txt', { type: 'text/plain' }) },
      415,
      { attachment: ['The attachment must be a PDF or an image.'] },
    ],
    [
      'an attachment over 10 MB',
      { attachment: pdf(10 * MB + 1) },
      413,
      { attachment: ['The attachment may not be greater than 10 MB.'] },
    ],
  ])(
    'refuses %s with a 4xx, its status in the body and errors',
    async (_, fields, status, errors) => {
      const before = getDb().submissions.length;
      expect(await send({ company_name: 'Corner Health', ...fields })).toEqual({
        status,
        body: { status, errors },
      });
      expect(getDb().submissions).toHaveLength(before);
    },
  );

  it('refuses a body that is not multipart', async () => {
    const response = await fetch(MAIL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});
