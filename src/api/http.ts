import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { getToken } from '@/lib/storage';
import { getVisitorIp } from './visitor';

/**
 * Where a request carries the visitor IP (spec part 1 §7):
 * - 'guest-query' / 'guest-body': only when no login token is stored (guest carts by IP);
 * - 'query' / 'body': always (login, guest register, guest add, checkout).
 */
export type IpPlacement = 'query' | 'body' | 'guest-query' | 'guest-body';

declare module 'axios' {
  interface AxiosRequestConfig {
    ip?: IpPlacement;
  }
}

export const STATUS_LOG_TEXT: Record<number, string> = {
  401: 'Unauthorized access - possibly invalid token',
  403: 'Access forbidden',
  404: 'Resource not found',
  500: 'Internal server error',
};

/** The one axios instance for the shop's API. No timeout (spec §7). */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

const apiOrigin = originOf(env.apiBaseUrl);

/**
 * The token and the visitor IP go to the API's exact origin only (scheme, host and port of the
 * resolved URL): a prefix match would also accept http://localhost:50130 or http://localhost:5013@evil.test.
 */
const isApiRequest = (config: InternalAxiosRequestConfig): boolean =>
  apiOrigin !== null && originOf(requestTarget(config)) === apiOrigin;

/** As axios's isAbsoluteURL: a scheme, or a protocol-relative `//`. */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/**
 * Where axios will send the request, as far as its origin goes: an absolute URL as it is, otherwise the
 * base URL (axios appends the path to it). Not `http.getUri`: it re-merges the whole config and cost
 * ~2 ms a request on a fast machine, during the first paint.
 */
const requestTarget = ({
  url = '',
  baseURL,
  allowAbsoluteUrls,
}: InternalAxiosRequestConfig): string =>
  baseURL && !(ABSOLUTE_URL.test(url) && allowAbsoluteUrls !== false) ? baseURL : url;

const addVisitorIp = async (
  config: InternalAxiosRequestConfig,
  loggedIn: boolean,
): Promise<void> => {
  const placement = config.ip;
  if (!placement || (placement.startsWith('guest-') && loggedIn)) return;
  const ip = (await getVisitorIp()) ?? '';
  if (placement.endsWith('query')) {
    config.params = { ...(config.params as Record<string, unknown> | undefined), ip };
  } else if (config.data instanceof FormData) {
    config.data.set('ip', ip);
  } else {
    config.data = { ...(config.data as Record<string, unknown> | undefined), ip };
  }
};

export const attachAuthAndIp = async (
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> => {
  const headers = AxiosHeaders.from(config.headers);
  const token = getToken();
  if (isApiRequest(config)) {
    // Never "Bearer null": guests send no Authorization header at all.
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    await addVisitorIp(config, Boolean(token));
  }
  // Multipart bodies need the browser to set the boundary.
  if (config.data instanceof FormData) headers.delete('Content-Type');
  config.headers = headers;
  return config;
};

export const logStatus = (error: AxiosError): Promise<never> => {
  const status = error.response?.status;
  const text = (status && STATUS_LOG_TEXT[status]) ?? 'An error occurred while calling the API';
  console.warn(`[api] ${status ?? 'network'} ${error.config?.url ?? ''}: ${text}`);
  return Promise.reject(error);
};

http.interceptors.request.use(attachAuthAndIp);
http.interceptors.response.use((response) => response, logStatus);
