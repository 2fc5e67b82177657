import { env } from '@/config/env';

/** The origin (scheme, host and port) of a URL, resolved against the page; null when it cannot be parsed. */
export const originOf = (url: string): string | null => {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return null;
  }
};

/** The API's origin, from its base URL (configuration). */
export const apiOrigin = originOf(env.apiBaseUrl);
