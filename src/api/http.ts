import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { apiOrigin, originOf } from '@/lib/origin';
import { getToken } from '@/lib/storage';
import { startEachCallInATaskOfItsOwn } from './own-task';
import { getVisitorIp } from './visitor';

/**
 * Where a request carries the visitor IP (spec part 1 §7):
 * - 'guest-query' / 'guest-body': only when no login token is stored (guest carts by IP);
 * - 'query' / 'body': always (login, guest register, guest add, checkout).
 */
export type IpPlacement = 'query' | 'body' | 'guest-query' | 'guest-body';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Read by the request interceptor `attachAuthAndIp` below. */
    ip?: IpPlacement;
  }
}

export const STATUS_LOG_TEXT: Record<number, string> = {
  401: 'Unauthorized access - possibly invalid token',
  403: 'Access forbidden',
  404: 'Resource not found',
  500: 'Internal server error',
};

/**
 * axios's fetch adapter: RTK's abort signal cuts a request off (in tests too: MSW sees it, and does
 * not for XHR), and it also runs in Node (the build's prerender). An upload that reports progress
 * goes over XHR instead, the one transport every browser reports upload progress on.
 */
export const http = axios.create({
  baseURL: env.apiBaseUrl,
  headers: { Accept: 'application/json' },
  // No timeout (spec §7).
  timeout: 0,
  adapter: 'fetch',
});

const xhrForUploadProgress = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
  if (config.onUploadProgress) config.adapter = 'xhr';
  return config;
};

/**
 * The token and the visitor IP go to the API's exact origin only (scheme, host and port of the
 * resolved URL): a prefix match would also accept http://localhost:50130 or http://localhost:5013@evil.test.
 */
const isApiRequest = (config: InternalAxiosRequestConfig): boolean =>
  apiOrigin !== null && originOf(http.getUri(config)) === apiOrigin;

const addVisitorIp = async (config: InternalAxiosRequestConfig, loggedIn: boolean) => {
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
  if (!isApiRequest(config)) return config;
  const token = getToken();
  // Never "Bearer null": guests send no Authorization header at all.
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  await addVisitorIp(config, Boolean(token));
  return config;
};

export const logStatus = (error: AxiosError): void => {
  // A request the app abandoned (a retry or a newer request took over) is no failure.
  if (axios.isCancel(error)) return;
  const status = error.response?.status;
  const text = (status && STATUS_LOG_TEXT[status]) ?? 'An error occurred while calling the API';
  console.warn(`[api] ${status ?? 'network'} ${error.config?.url ?? ''}: ${text}`);
};

/** Runs `hook` on every failed request of the instance, then lets the request reject as before. */
export const onFailure = (hook: (error: AxiosError) => void): number =>
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error)) hook(error);
    throw error;
  });

http.interceptors.request.use(attachAuthAndIp);
http.interceptors.request.use(xhrForUploadProgress);
startEachCallInATaskOfItsOwn(http);
onFailure(logStatus);
