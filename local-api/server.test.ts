// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from './node';
import { DEMO_USERS } from './seed/users';

/**
 * The real server (`npm run api`), started on a free port: the rules that live in front of the
 * MSW handlers (binding, CORS, body caps, the admin flag) only exist there.
 */
type Running = { url: string; dataDir: string; child: ChildProcess };

const MB = 1024 * 1024;
const root = resolve(import.meta.dirname, '..');
const SHOP = 'http://localhost:5173';
const customer = { Authorization: `Bearer ${DEMO_USERS.customer.token}` };

const start = (env: Record<string, string> = {}): Promise<Running> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'apricot-server-'));
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'local-api/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        LOCAL_API_DATA_FILE: join(dataDir, 'db.json'),
        LOCAL_API_ADMIN: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the local API exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /listening on (http:\S+)/.exec(line)?.[1];
      if (url) done({ url, dataDir, child });
    });
  });
};

const stop = async ({ child, dataDir }: Running): Promise<void> => {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** A multipart body of one `size`-byte video, sent in chunks with no Content-Length. */
const chunkedUpload = (size: number) => {
  const boundary = 'apricot-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ntestimonials\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(MB);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const part = chunk.subarray(0, Math.min(MB, size - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return {
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...customer },
  };
};

// The in-process MSW interceptors would answer these requests themselves: the real server must.
beforeAll(() => mswServer.close());
afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));

describe('npm run api (defaults)', () => {
  let api: Running;
  beforeAll(async () => {
    api = await start();
  });
  afterAll(() => stop(api));

  it('listens on 127.0.0.1 only, and refuses a foreign Host name (DNS rebinding)', async () => {
    expect(new URL(api.url).hostname).toBe('127.0.0.1');
    const statusFor = (host: string) =>
      new Promise<number | undefined>((done, fail) => {
        get(`${api.url}/categories/`, { headers: { Host: host } }, (response) => {
          response.resume();
          done(response.statusCode);
        }).once('error', fail);
      });
    const port = new URL(api.url).port;
    expect(await statusFor(`evil.example:${port}`)).toBe(403);
    expect(await statusFor(`localhost:${port}`)).toBe(200);
  });

  it('answers the shop origin with CORS and refuses any other origin (no allow header, 403)', async () => {
    const shop = await fetch(`${api.url}/categories/`, { headers: { Origin: SHOP } });
    expect(shop.status).toBe(200);
    expect(shop.headers.get('access-control-allow-origin')).toBe(SHOP);

    const preflight = await fetch(`${api.url}/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const foreign = await fetch(`${api.url}/categories/`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(await foreign.json()).toEqual({
      message: 'Origin https://evil.example may not call the local API.',
    });
  });

  it('refuses a 2 MB JSON body with 413 and a message', async () => {
    const response = await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(2 * MB) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'The request body may not be greater than 1 MB.',
    });
  });

  it('refuses a chunked 50 MB upload with 413, counted on the stream, and keeps nothing', async () => {
    const { body, headers } = chunkedUpload(50 * MB);
    const response = await fetch(`${api.url}/__ext/upload`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      status: false,
      message: 'The file may not be greater than 50 MB.',
    });
    const uploads = join(api.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it('stores a small chunked upload with a token, and refuses it without one', async () => {
    const withToken = chunkedUpload(1024);
    const accepted = await fetch(`${api.url}/__ext/upload`, {
      method: 'POST',
      ...withToken,
      duplex: 'half',
    } as RequestInit);
    expect(accepted.status).toBe(200);
    expect(readdirSync(join(api.dataDir, 'uploads'))).toHaveLength(1);

    const { body, headers } = chunkedUpload(1024);
    const { Authorization: _, ...anonymous } = headers;
    const refused = await fetch(`${api.url}/__ext/upload`, {
      method: 'POST',
      headers: anonymous,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(401);
    expect(readdirSync(join(api.dataDir, 'uploads'))).toHaveLength(1);
  });

  it('answers /__admin/* with 404 without LOCAL_API_ADMIN=1', async () => {
    const reset = await fetch(`${api.url}/__admin/reset`, { method: 'POST' });
    expect(reset.status).toBe(404);
    expect((await fetch(`${api.url}/__admin/submissions`)).status).toBe(404);
    const code = await fetch(`${api.url}/__admin/password-reset-code?email=customer@apricot.test`);
    expect(code.status).toBe(404);
  });

  it.each(['/x/__admin', '//__admin', '/a/b/__admin', '/x/__ADMIN'])(
    'answers %s/* (an admin handler behind any prefix) with 404 too',
    async (prefix) => {
      // An open reset code, which the admin handler would give away.
      const forget = await fetch(`${api.url}/password/forget`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'customer@apricot.test' }),
      });
      expect(forget.status).toBe(200);
      const code = await fetch(
        `${api.url}${prefix}/password-reset-code?email=customer@apricot.test`,
      );
      expect(code.status).toBe(404);
      expect(await code.text()).not.toMatch(/"code"/);
      expect((await fetch(`${api.url}${prefix}/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${api.url}${prefix}/submissions`)).status).toBe(404);
    },
  );

  it('keeps password hashes in the data file, and the demo customer still signs in', async () => {
    const { email, password } = DEMO_USERS.customer;
    const login = await fetch(`${api.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, ip: '203.0.113.10' }),
    });
    expect(login.status).toBe(200);
    const file = readFileSync(join(api.dataDir, 'db.json'), 'utf8');
    expect(file).toContain('"password_hash":"scrypt$');
    expect(file).not.toContain(password);
  });
});

describe('npm run api with LOCAL_API_ADMIN=1 and LOCAL_API_ORIGINS', () => {
  let api: Running;
  beforeAll(async () => {
    api = await start({ LOCAL_API_ADMIN: '1', LOCAL_API_ORIGINS: 'http://127.0.0.1:4999' });
  });
  afterAll(() => stop(api));

  it('serves /__admin/* and allows the added origin', async () => {
    const reset = await fetch(`${api.url}/__admin/reset`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4999' },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4999');
  });
});
