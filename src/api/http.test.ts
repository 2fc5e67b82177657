import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { nextTask } from '@/lib/next-task';
import { DEFAULT_VISITOR_IP } from '../../local-api/handlers/external';
import { env } from '@/config/env';
import { setToken, writeItem, LOGIN_KEY } from '@/lib/storage';
import { attachAuthAndIp, http as api, STATUS_LOG_TEXT } from './http';
import { getVisitorIp } from './visitor';

type Seen = { authorization: string | null; url: URL; body: unknown };

/** Answers `path` (GET and POST) with 200 and records what arrived. */
const capture = (path: string) => {
  const seen: Seen[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    seen.push({
      authorization: request.headers.get('authorization'),
      url: new URL(request.url),
      body: text ? JSON.parse(text) : null,
    });
    return HttpResponse.json({ ok: true });
  };
  server.use(mock.get(path, record), mock.post(path, record));
  return seen;
};

type Arrived = { url: URL; method: string; contentType: string | null; body: string };

/** Answers every method on `path` with `reply` and records what arrived. */
const record = (
  path: string,
  reply: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true }),
) => {
  const arrived: Arrived[] = [];
  server.use(
    mock.all(path, async ({ request }) => {
      arrived.push({
        url: new URL(request.url),
        method: request.method,
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return reply();
    }),
  );
  return arrived;
};

describe('http: requests and answers', () => {
  it('joins a path to the API base and sends a plain value as JSON', async () => {
    const arrived = record('*/echo', () => HttpResponse.json({ id: 7 }, { status: 201 }));
    const response = await api.post('echo', { qty: 2, note: 'é' });
    expect(response).toMatchObject({ status: 201, data: { id: 7 } });
    expect(arrived).toEqual([
      {
        url: new URL(`${env.apiBaseUrl}/echo`),
        method: 'POST',
        contentType: 'application/json',
        body: '{"qty":2,"note":"é"}',
      },
    ]);
  });

  it('encodes every query value and leaves out null and undefined', async () => {
    const arrived = record('*/search');
    await api.get('/search', {
      params: { search: 'B17 & seeds/+?#', page: 2, used: false, none: null, gone: undefined },
    });
    expect([...arrived[0].url.searchParams]).toEqual([
      ['search', 'B17 & seeds/+?#'],
      ['page', '2'],
      ['used', 'false'],
    ]);
    expect(arrived[0].url.hash).toBe('');
  });

  it('sends a GET and a POST without a body with no body (and the GET with no Content-Type)', async () => {
    const arrived = record('*/echo');
    await api.get('/echo');
    await api.request({ url: '/echo', method: 'post' });
    expect(arrived.map(({ method, body }) => [method, body])).toEqual([
      ['GET', ''],
      ['POST', ''],
    ]);
    expect(arrived[0].contentType).toBeNull();
  });

  it('sends FormData as multipart with the boundary the transport chose', async () => {
    const arrived = record('*/upload');
    const form = new FormData();
    form.set('email', 'ada@apricot.test');
    await api.post('/upload', form);
    expect(arrived[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(arrived[0].body).toContain('ada@apricot.test');
  });

  it('reads a text answer as text and an empty one as ""', async () => {
    record('*/text', () => new HttpResponse('OK, not JSON', { status: 200 }));
    record('*/empty', () => new HttpResponse(null, { status: 204 }));
    expect((await api.get('/text')).data).toBe('OK, not JSON');
    expect((await api.get('/empty')).data).toBe('');
  });

  it('rejects a non-2xx answer with its status and body', async () => {
    record('*/fail', () => HttpResponse.json({ message: 'Out of stock' }, { status: 422 }));
    const error = await api.get('/fail').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect(error).toMatchObject({
      response: { status: 422, data: { message: 'Out of stock' } },
      config: { url: '/fail', method: 'get' },
    });
  });

  it('rejects a request that got no answer without a response', async () => {
    server.use(mock.get('*/down', () => HttpResponse.error()));
    const error = await api.get('/down').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: AxiosError.ERR_NETWORK });
    expect((error as AxiosError).response).toBeUndefined();
  });

  it('reports upload progress in bytes, over XMLHttpRequest (fetch reports it in few browsers)', async () => {
    record('*/upload');
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const progress = vi.fn();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(2048)], 'voice.mp3', { type: 'audio/mpeg' }));
    await api.post('/upload', form, { onUploadProgress: progress });
    expect(progress).toHaveBeenCalled();
    const last = progress.mock.calls.at(-1)?.[0] as { loaded: number; total?: number };
    expect(last.loaded).toBeGreaterThan(2048);
    expect(last.loaded).toBe(last.total);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0][1]).toBe(`${env.apiBaseUrl}/upload`);
  });

  it('sends every other request over fetch', async () => {
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    record('*/echo');
    await api.post('/echo', { a: 1 });
    expect(opened).not.toHaveBeenCalled();
  });

  it('builds and sends a call in a task after the one that asked for it', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const arrived = record('*/echo');
    // nextTask serves its callers in the order they asked: this task, asked for before the call,
    // runs before any task the call asks for.
    const sentInTheAskingTask = nextTask().then(() => sent.mock.calls.length);
    const answer = api.get('/echo');
    await expect(sentInTheAskingTask).resolves.toBe(0);
    await expect(answer).resolves.toMatchObject({ data: { ok: true } });
    expect(arrived).toHaveLength(1);
  });
});

describe('http: Authorization header', () => {
  it('sends the bearer token when `login` is stored', async () => {
    const seen = capture('*/probe');
    setToken('token-123');
    await api.get('/probe');
    expect(seen[0].authorization).toBe('Bearer token-123');
  });

  it('sends no Authorization header at all for guests (never "Bearer null")', async () => {
    const seen = capture('*/probe');
    writeItem(LOGIN_KEY, null);
    window.localStorage.setItem(LOGIN_KEY, 'null'); // what the previous client left behind
    await api.get('/probe');
    await api.post('/probe', { a: 1 });
    expect(seen).toHaveLength(2);
    for (const request of seen) expect(request.authorization).toBeNull();
  });

  it('never sends the bearer to a third-party URL', async () => {
    const seen = capture('https://third-party.example/track');
    setToken('token-123');
    await api.get('https://third-party.example/track');
    expect(seen[0].authorization).toBeNull();
  });

  it('keeps the bearer away from the IP-echo service', async () => {
    const seenAuth: (string | null)[] = [];
    server.use(
      mock.get('*/__ext/ipify', ({ request }) => {
        seenAuth.push(request.headers.get('authorization'));
        return HttpResponse.json({ ip: DEFAULT_VISITOR_IP });
      }),
    );
    setToken('token-123');
    await expect(getVisitorIp()).resolves.toBe(DEFAULT_VISITOR_IP);
    expect(seenAuth).toEqual([null]);
  });

  it('targets the configured API base', () => {
    expect(api.defaults.baseURL).toBe(env.apiBaseUrl);
  });
});

describe('http: the token and the IP go to the exact API origin only', () => {
  const prepared = async (url: string, baseURL = env.apiBaseUrl) => {
    const config: InternalAxiosRequestConfig = {
      url,
      baseURL,
      method: 'post',
      headers: new AxiosHeaders(),
      data: { a: 1 },
      ip: 'body',
    };
    return attachAuthAndIp(config);
  };

  it.each([
    ['a path on the API', '/probe'],
    ['an absolute URL on the API', `${env.apiBaseUrl}/probe`],
  ])('adds both to %s', async (_name, url) => {
    setToken('token-123');
    const config = await prepared(url);
    expect(config.headers.get('Authorization')).toBe('Bearer token-123');
    expect(config.data).toEqual({ a: 1, ip: DEFAULT_VISITOR_IP });
  });

  const api = new URL(env.apiBaseUrl);
  it.each([
    ['a port that starts with the API port', `${api.protocol}//${api.hostname}:${api.port}0/probe`],
    ['user info that spells the API', `${api.protocol}//${api.host}@evil.test/probe`],
    ['a protocol-relative URL', '//evil.test/probe'],
    ['another scheme on the API host', `https://${api.host}/probe`],
    ['another host on the API port', `${api.protocol}//127.0.0.2:${api.port}/probe`],
  ])('adds neither to %s', async (_name, url) => {
    setToken('token-123');
    const config = await prepared(url);
    expect(config.headers.has('Authorization')).toBe(false);
    expect(config.data).toEqual({ a: 1 });
  });

  it('adds neither to a path when a call overrides the base URL with another origin', async () => {
    setToken('token-123');
    const config = await prepared('/probe', 'https://third-party.example');
    expect(config.headers.has('Authorization')).toBe(false);
    expect(config.data).toEqual({ a: 1 });
  });
});

describe('http: visitor IP', () => {
  it("adds the guest's IP to the query for 'guest-query'", async () => {
    const seen = capture('*/probe');
    await api.get('/probe', { ip: 'guest-query', params: { keep: 'yes' } });
    expect(seen[0].url.searchParams.get('ip')).toBe(DEFAULT_VISITOR_IP);
    expect(seen[0].url.searchParams.get('keep')).toBe('yes');
  });

  it("adds the IP to the body for 'body', for guests and signed-in users", async () => {
    const seen = capture('*/probe');
    await api.post('/probe', { email: 'a@b.test' }, { ip: 'body' });
    setToken('token-123');
    await api.post('/probe', { email: 'a@b.test' }, { ip: 'body' });
    expect(seen.map((request) => request.body)).toEqual([
      { email: 'a@b.test', ip: DEFAULT_VISITOR_IP },
      { email: 'a@b.test', ip: DEFAULT_VISITOR_IP },
    ]);
  });

  it("does not add the IP for a signed-in user on 'guest-query' or 'guest-body'", async () => {
    const seen = capture('*/probe');
    setToken('token-123');
    await api.get('/probe', { ip: 'guest-query' });
    await api.post('/probe', { qty: 1 }, { ip: 'guest-body' });
    expect(seen[0].url.searchParams.has('ip')).toBe(false);
    expect(seen[1].body).toEqual({ qty: 1 });
  });

  it('still sends the request (with an empty ip) when the IP-echo service fails', async () => {
    server.use(mock.get('*/__ext/ipify', () => new HttpResponse(null, { status: 500 })));
    const seen = capture('*/probe');
    await api.get('/probe', { ip: 'guest-query' });
    expect(seen[0].url.searchParams.get('ip')).toBe('');
  });
});

describe('http: status logging', () => {
  const failWith = (status: number) =>
    server.use(mock.get('*/failing', () => HttpResponse.json({ message: 'nope' }, { status })));

  it.each([
    [401, 'Unauthorized access - possibly invalid token'],
    [403, 'Access forbidden'],
    [404, 'Resource not found'],
    [500, 'Internal server error'],
  ])('logs %i as "%s" and rethrows', async (status, text) => {
    expect(STATUS_LOG_TEXT[status]).toBe(text);
    failWith(status);
    const warn = vi.mocked(console.warn);
    const error = await api.get('/failing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(status);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(text);
  });

  it('logs any other status with a generic message and rethrows', async () => {
    failWith(418);
    const warn = vi.mocked(console.warn);
    await expect(api.get('/failing')).rejects.toMatchObject({ response: { status: 418 } });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0][0]);
    expect(logged).toContain('418');
    expect(logged).toContain('An error occurred while calling the API');
    for (const text of Object.values(STATUS_LOG_TEXT)) expect(logged).not.toContain(text);
  });

  it('does not log a request the app cancelled', async () => {
    server.use(mock.get('*/slow', () => delay('infinite')));
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: AxiosError.ERR_CANCELED });
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });

  it('does not log a successful call', async () => {
    capture('*/probe');
    await api.get('/probe');
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });
});
