import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosError, AxiosRequestConfig } from 'axios';
import { getToken, setRole, setToken } from '@/lib/storage';
import { toApiError, type ApiError } from './errors';
import { http, onFailure } from './http';

export type ApiQueryArgs = Pick<AxiosRequestConfig, 'method' | 'data' | 'params' | 'ip'> & {
  url: string;
};

/**
 * RTK Query over the one axios instance; failures become { error: ApiError }. RTK's `signal` goes
 * with the request, so a query RTK aborts (a retry taking over) is cut off on the wire too.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs | string, unknown, ApiError> = async (
  args,
  { signal },
) => {
  const { url, method, data, params, ip } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request<unknown>({ url, method, data, params, ip, signal });
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/**
 * POST /login answers 401 for wrong credentials (the local API: 'Invalid email or password.'), which
 * says nothing about a stored session. Every other 401 on a bearer call means the token is no longer
 * accepted (the local API's readIdentity/requireUser: unknown or missing token).
 */
const isLoginCall = (url: string): boolean => url.split('?')[0].replace(/\/+$/, '') === '/login';

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();
let unheardExpiry = false;

/**
 * The app layer's hook into a session the API ended (src/api knows no feature, store or router).
 * An expiry that happened before anyone listened (a 401 during the first load) is reported at once.
 * Returns the unsubscribe function.
 */
export const onSessionExpired = (listener: SessionExpiredListener): (() => void) => {
  sessionExpiredListeners.add(listener);
  if (unheardExpiry) {
    unheardExpiry = false;
    listener();
  }
  return () => {
    sessionExpiredListeners.delete(listener);
  };
};

/**
 * A 401 on a call that carried the stored token ends the session. The token and the role cookie go
 * here and now: the other calls that fail with the same token then find none stored, so the session
 * ends once however many fail together, and the next calls are a guest's (cart by IP).
 */
const endSessionOn401 = ({ response, config }: AxiosError): void => {
  if (response?.status !== 401 || !config) return;
  const token = getToken();
  if (
    !token ||
    config.headers.get('Authorization') !== `Bearer ${token}` ||
    isLoginCall(config.url ?? '')
  )
    return;
  setToken(null);
  setRole(null);
  if (sessionExpiredListeners.size === 0) unheardExpiry = true;
  sessionExpiredListeners.forEach((listener) => listener());
};

// On the axios instance rather than inside apiBaseQuery, so the plain calls that bypass RTK Query on
// purpose (postCheckout: card data must not sit in the store) end an expired session too.
onFailure(endSessionOn401);

/** Tests only: forget an expiry nobody heard. */
export const resetSessionExpiryForTests = (): void => {
  unheardExpiry = false;
};
