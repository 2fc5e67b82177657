import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { server } from '../../../local-api/node';
import { postCheckout } from './api';

const settings = vi.hoisted(() => ({ header: false }));

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return {
    env: new Proxy(actual.env, {
      get: (target, key) =>
        key === 'idempotencyHeader' ? settings.header : target[key as keyof typeof target],
    }),
  };
});

const sentHeader = async (header: boolean) => {
  settings.header = header;
  let seen: string | null = 'not sent';
  server.use(
    http.post('*/checkout', ({ request }) => {
      seen = request.headers.get('Idempotency-Key');
      return HttpResponse.json({ status: true, order_id: 1 });
    }),
  );
  await postCheckout({ idempotency_key: 'key-1' } as Parameters<typeof postCheckout>[0]);
  return seen;
};

describe('the Idempotency-Key header of POST /checkout', () => {
  it('is sent only with VITE_IDEMPOTENCY_HEADER=true (the body always carries the key)', async () => {
    expect(await sentHeader(false)).toBeNull();
    expect(await sentHeader(true)).toBe('key-1');
  });
});
