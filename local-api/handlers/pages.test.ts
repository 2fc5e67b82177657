// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATIC_PAGE_IDS, STATIC_PAGES } from '../../src/config/static-pages';

const API = 'http://localhost:5013';

describe('content pages in the local API', () => {
  it('serves the recipe-contest cookbook as a PDF download', async () => {
    const response = await fetch(`${API}/downloads/recipe-contest-cookbook.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object.
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => +m[1]);
    offsets.forEach((offset, index) =>
      expect(pdf.startsWith(`${index + 1} 0 obj`, offset)).toBe(true),
    );
    expect((await fetch(`${API}/downloads/other.pdf`)).status).toBe(404);
  });

  it.each(STATIC_PAGES)('has content and metadata for the %s page ids', async (page) => {
    const { content, meta } = DEFAULT_STATIC_PAGE_IDS[page];
    const text = (await (await fetch(`${API}/content/${content}`)).json()) as unknown;
    const item = (Array.isArray(text) ? text[0] : text) as { title: string; description: string };
    expect(item.title).not.toBe('');
    expect(item.description).toMatch(/<p>/);
    const tags = (await (await fetch(`${API}/pages/tags/${meta}`)).json()) as unknown[];
    expect(tags[0]).toMatchObject({ PageShowMETA: 1 });
  });

  it('answers the contact form like the real API', async () => {
    const post = (body: unknown) =>
      fetch(`${API}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const message = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@apricot.test',
      phone: '5125550100',
      message: 'Hello',
    };
    expect(await post(message)).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Thank you for contacting us. We will get back to you soon.',
      },
    });
    expect(await post({ ...message, email: 'not-an-email' })).toEqual({
      status: 422,
      body: { success: false, message: 'The email must be a valid email address.' },
    });
    expect((await post({ ...message, message: ' ' })).body).toEqual({
      success: false,
      message: 'The message field is required.',
    });
  });
});
