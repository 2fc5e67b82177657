import { HttpResponse } from 'msw';
import { getDb } from './store/db';
import type { UserRecord } from './store/types';

export type JsonBody = Record<string, unknown>;

/** A JSON answer (status 200 unless given). */
export const json = <T>(data: T, status = 200): HttpResponse<string> =>
  HttpResponse.json(data as never, { status }) as unknown as HttpResponse<string>;

/** The real API's error shape: HTTP 4xx with `{ message }`. */
export const badRequest = (message: string, status = 400): HttpResponse<string> =>
  json({ message }, status);
export const unauthorized = (message = 'Unauthenticated.'): HttpResponse<string> =>
  badRequest(message, 401);
export const notFound = (message = 'Not found.'): HttpResponse<string> => badRequest(message, 404);

/** Throw this from a resolver to answer early (MSW 2 sends a thrown Response as the answer). */
export const fail = (message: string, status = 400): never => {
  throw badRequest(message, status);
};

/** The JSON (or form) body as a plain object. Empty body → {}; malformed JSON → 400. Never consumes the request. */
export const readJson = async (request: Request): Promise<JsonBody> => {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type') ?? '';
  const copy = request.clone();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await copy.formData();
    const result: JsonBody = {};
    form.forEach((value, key) => {
      result[key] = typeof value === 'string' ? value : value.name;
    });
    return result;
  }
  const text = await copy.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as JsonBody)
      : {};
  } catch {
    return fail('Invalid JSON body.');
  }
};

export const queryParam = (request: Request, name: string): string | null =>
  new URL(request.url).searchParams.get(name);

export const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export type Identity = { kind: 'user'; user: UserRecord } | { kind: 'guest'; ip: string };

const bearerToken = (request: Request): string | null | undefined => {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
};

export const findUserByToken = (token: string): UserRecord | undefined =>
  getDb().users.find((user) => user.tokens.includes(token));

/**
 * Who is calling. An Authorization header must carry a valid token (else 401, as the real API:
 * "Bearer null" included). Without one, the guest is identified by `ip` from the query or JSON body;
 * with neither, 400.
 */
export const readIdentity = async (request: Request): Promise<Identity> => {
  const token = bearerToken(request);
  if (token !== undefined) {
    const user = token ? findUserByToken(token) : undefined;
    if (!user) return fail('Unauthenticated.', 401);
    return { kind: 'user', user };
  }
  const ip = queryParam(request, 'ip')?.trim() || text((await readJson(request)).ip);
  if (!ip) return fail('IP address is required.', 400);
  return { kind: 'guest', ip };
};

/** The signed-in user, or a thrown 401 `{ message }`. */
export const requireUser = async (request: Request): Promise<UserRecord> => {
  const token = bearerToken(request);
  const user = token ? findUserByToken(token) : undefined;
  if (!user) return fail('Unauthenticated.', 401);
  return user;
};

/** Same as requireUser but without throwing: null when the caller is not signed in. */
export const optionalUser = (request: Request): UserRecord | null => {
  const token = bearerToken(request);
  return (token && findUserByToken(token)) || null;
};

const ASSET_PREFIXES = ['/images/', '/media/'];

/**
 * Image and media paths are stored relative ('/images/products/705.svg') and answered as absolute
 * URLs on the origin that was called, so <img src> works from the SPA on another port.
 */
export const withOrigin = <T>(request: Request, data: T): T => {
  const origin = new URL(request.url).origin;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return ASSET_PREFIXES.some((prefix) => value.startsWith(prefix)) ? origin + value : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(data) as T;
};

/** JSON with asset paths made absolute. */
export const jsonWithAssets = <T>(request: Request, data: T, status = 200): HttpResponse<string> =>
  json(withOrigin(request, data), status);
