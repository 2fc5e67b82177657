import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { DEFAULT_VISITOR_IP } from '../../local-api/handlers/external';
import { env } from '@/config/env';
import { setToken, writeItem, LOGIN_KEY } from '@/lib/storage';
import { attachAuthAndIp, http as api, STATUS_LOG_TEXT } from './http';
import { HttpError, type OutgoingRequest } from './http-client';
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
    expect(api.baseURL).toBe(env.apiBaseUrl);
  });
});

describe('http: the token and the IP go to the exact API origin only', () => {
  const prepared = async (url: string, baseURL = env.apiBaseUrl) => {
    const request: OutgoingRequest = {
      url,
      baseURL,
      method: 'POST',
      headers: {},
      data: { a: 1 },
      ip: 'body',
    };
    await attachAuthAndIp(request);
    return request;
  };

  it.each([
    ['a path on the API', '/probe'],
    ['an absolute URL on the API', `${env.apiBaseUrl}/probe`],
  ])('adds both to %s', async (_name, url) => {
    setToken('token-123');
    const config = await prepared(url);
    expect(config.headers.Authorization).toBe('Bearer token-123');
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
    expect(config.headers).not.toHaveProperty('Authorization');
    expect(config.data).toEqual({ a: 1 });
  });

  it('adds neither to a path when a call overrides the base URL with another origin', async () => {
    setToken('token-123');
    const config = await prepared('/probe', 'https://third-party.example');
    expect(config.headers).not.toHaveProperty('Authorization');
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
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response?.status).toBe(status);
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

  it('does not log a successful call', async () => {
    capture('*/probe');
    await api.get('/probe');
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });
});
