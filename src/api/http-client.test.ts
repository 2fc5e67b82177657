import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { createHttpClient, HttpError, requestUrl, type OutgoingRequest } from './http-client';

const BASE = 'https://api.example.test/api';

type Seen = { url: string; method: string; contentType: string | null; body: string };

/** Answers every method on `path` with `reply` and records what arrived. */
const record = (
  path: string,
  reply: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true }),
) => {
  const seen: Seen[] = [];
  server.use(
    mock.all(path, async ({ request }) => {
      seen.push({
        url: request.url,
        method: request.method,
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return reply();
    }),
  );
  return seen;
};

const outgoing = (request: Partial<OutgoingRequest>): OutgoingRequest => ({
  url: '',
  method: 'GET',
  baseURL: '',
  headers: {},
  ...request,
});

describe('http client: the URL', () => {
  it.each([
    ['a path under the base', '/products', BASE, `${BASE}/products`],
    ['a path without its slash', 'products', BASE, `${BASE}/products`],
    ['a base with a trailing slash', '/cart/', `${BASE}/`, `${BASE}/cart/`],
    ['an empty path', '', BASE, BASE],
    ['an absolute URL', 'https://other.test/x', BASE, 'https://other.test/x'],
    ['a protocol-relative URL', '//other.test/x', BASE, '//other.test/x'],
    ['no base', '/x', '', '/x'],
  ])('joins %s', (_name, url, baseURL, expected) => {
    expect(requestUrl(outgoing({ url, baseURL }))).toBe(expected);
  });

  it('encodes every query value and leaves out null and undefined', () => {
    const url = requestUrl(
      outgoing({
        url: '/search',
        baseURL: BASE,
        params: { search: 'B17 & seeds/+?#', page: 2, used: false, none: null, gone: undefined },
      }),
    );
    const parsed = new URL(url);
    expect([...parsed.searchParams]).toEqual([
      ['search', 'B17 & seeds/+?#'],
      ['page', '2'],
      ['used', 'false'],
    ]);
    expect(parsed.hash).toBe('');
  });

  it('adds parameters to a URL that already has a query', () => {
    expect(requestUrl(outgoing({ url: '/x?a=1', baseURL: BASE, params: { b: '2' } }))).toBe(
      `${BASE}/x?a=1&b=2`,
    );
  });
});

describe('http client: bodies and answers', () => {
  const client = createHttpClient({ baseURL: BASE, headers: { Accept: 'application/json' } });

  it('sends a plain value as JSON and reads a JSON answer', async () => {
    const seen = record(`${BASE}/echo`, () => HttpResponse.json({ id: 7 }, { status: 201 }));
    const response = await client.post('/echo', { qty: 2, note: 'é' });
    expect(response).toEqual({ status: 201, data: { id: 7 } });
    expect(seen).toEqual([
      {
        url: `${BASE}/echo`,
        method: 'POST',
        contentType: 'application/json',
        body: '{"qty":2,"note":"é"}',
      },
    ]);
  });

  it('sends a GET and a POST without a body with no body and no Content-Type', async () => {
    const seen = record(`${BASE}/echo`);
    await client.get('/echo');
    await client.request({ url: '/echo', method: 'post' });
    expect(seen.map(({ method, contentType, body }) => [method, contentType, body])).toEqual([
      ['GET', null, ''],
      ['POST', null, ''],
    ]);
  });

  it('sends FormData as multipart with the boundary the browser chose', async () => {
    const seen = record(`${BASE}/upload`);
    const form = new FormData();
    form.set('email', 'ada@apricot.test');
    await client.post('/upload', form);
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('ada@apricot.test');
  });

  it('reads a text answer as text and an empty one as ""', async () => {
    record(`${BASE}/text`, () => new HttpResponse('OK, not JSON', { status: 200 }));
    record(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 }));
    expect((await client.get('/text')).data).toBe('OK, not JSON');
    expect((await client.get('/empty')).data).toBe('');
  });

  it('rejects a non-2xx answer with an HttpError carrying the status and the body', async () => {
    record(`${BASE}/fail`, () => HttpResponse.json({ message: 'Out of stock' }, { status: 422 }));
    const error = await client.get('/fail').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      failure: 'STATUS',
      response: { status: 422, data: { message: 'Out of stock' } },
      request: { url: '/fail', method: 'GET' },
    });
  });

  it('rejects a request that got no answer with a NETWORK HttpError and no response', async () => {
    server.use(mock.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await client.get('/down').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ failure: 'NETWORK', response: undefined });
  });

  it('rejects an answer later than its timeout with a TIMEOUT HttpError', async () => {
    server.use(mock.get(`${BASE}/slow`, () => delay('infinite')));
    const impatient = createHttpClient({ baseURL: BASE, timeout: 20 });
    const error = await impatient.get('/slow').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'TIMEOUT', response: undefined });
  });
});

describe('http client: hooks', () => {
  it('runs beforeSend hooks in order, awaits them, and sends what they made', async () => {
    const seen = record(`${BASE}/hooked`);
    const client = createHttpClient({ baseURL: BASE });
    const order: string[] = [];
    client.beforeSend(async (request) => {
      await Promise.resolve();
      order.push('first');
      request.params = { ...request.params, added: 'yes' };
    });
    const remove = client.beforeSend((request) => {
      order.push('second');
      request.headers['X-Probe'] = '1';
    });
    await client.get('/hooked', { params: { kept: 'yes' } });
    expect(order).toEqual(['first', 'second']);
    expect(new URL(seen[0].url).searchParams.toString()).toBe('kept=yes&added=yes');
    remove();
    await client.get('/hooked');
    expect(order).toEqual(['first', 'second', 'first']);
  });

  it('tells every onFailure hook about a failure before rejecting, and no hook on success', async () => {
    record(`${BASE}/fail`, () => HttpResponse.json({}, { status: 500 }));
    record(`${BASE}/ok`);
    const client = createHttpClient({ baseURL: BASE });
    const failures = vi.fn();
    client.onFailure(failures);
    await client.get('/ok');
    expect(failures).not.toHaveBeenCalled();
    await expect(client.get('/fail')).rejects.toBeInstanceOf(HttpError);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(failures.mock.calls[0][0]).toMatchObject({ response: { status: 500 } });
  });

  it('reports upload progress in bytes', async () => {
    record(`${BASE}/upload`);
    const client = createHttpClient({ baseURL: BASE });
    const progress = vi.fn();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(2048)], 'voice.mp3', { type: 'audio/mpeg' }));
    await client.post('/upload', form, { onUploadProgress: progress });
    expect(progress).toHaveBeenCalled();
    const last = progress.mock.calls.at(-1)?.[0] as { loaded: number; total?: number };
    expect(last.loaded).toBeGreaterThan(2048);
    expect(last.loaded).toBe(last.total);
  });
});
