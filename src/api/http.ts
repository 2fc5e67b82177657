import { env } from '@/config/env';
import { apiOrigin, originOf } from '@/lib/origin';
import { getToken } from '@/lib/storage';
import {
  createHttpClient,
  requestTarget,
  type HttpError,
  type IpPlacement,
  type OutgoingRequest,
} from './http-client';
import { getVisitorIp } from './visitor';

export type { IpPlacement };

export const STATUS_LOG_TEXT: Record<number, string> = {
  401: 'Unauthorized access - possibly invalid token',
  403: 'Access forbidden',
  404: 'Resource not found',
  500: 'Internal server error',
};

/** The one HTTP client for the shop's API. No timeout (spec §7). */
export const http = createHttpClient({
  baseURL: env.apiBaseUrl,
  headers: { Accept: 'application/json' },
});

/**
 * The token and the visitor IP go to the API's exact origin only (scheme, host and port of the
 * resolved URL): a prefix match would also accept http://localhost:50130 or http://localhost:5013@evil.test.
 */
const isApiRequest = (request: OutgoingRequest): boolean =>
  apiOrigin !== null && originOf(requestTarget(request)) === apiOrigin;

const addVisitorIp = async (request: OutgoingRequest, loggedIn: boolean): Promise<void> => {
  const placement = request.ip;
  if (!placement || (placement.startsWith('guest-') && loggedIn)) return;
  const ip = (await getVisitorIp()) ?? '';
  if (placement.endsWith('query')) {
    request.params = { ...request.params, ip };
  } else if (request.data instanceof FormData) {
    request.data.set('ip', ip);
  } else {
    request.data = { ...(request.data as Record<string, unknown> | undefined), ip };
  }
};

export const attachAuthAndIp = async (request: OutgoingRequest): Promise<void> => {
  if (!isApiRequest(request)) return;
  const token = getToken();
  // Never "Bearer null": guests send no Authorization header at all.
  if (token) request.headers.Authorization = `Bearer ${token}`;
  await addVisitorIp(request, Boolean(token));
};

export const logStatus = (error: HttpError): void => {
  const status = error.response?.status;
  const text = (status && STATUS_LOG_TEXT[status]) ?? 'An error occurred while calling the API';
  console.warn(`[api] ${status ?? 'network'} ${error.request.url}: ${text}`);
};

http.beforeSend(attachAuthAndIp);
http.onFailure(logStatus);
