import { isAxiosError } from 'axios';

/** The one error shape components see (from the axios base query and the endpoint functions). */
export type ApiError = {
  status: number | 'NETWORK';
  message?: string;
  errors?: unknown;
  data?: unknown;
};

const pickMessage = (data: unknown): string | undefined => {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
};

export const toApiError = (error: unknown): ApiError => {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    return {
      status: error.response?.status ?? 'NETWORK',
      message: pickMessage(data),
      errors:
        data && typeof data === 'object' && 'errors' in data
          ? (data as { errors: unknown }).errors
          : undefined,
      data,
    };
  }
  if (isApiError(error)) return error;
  return { status: 'NETWORK', message: error instanceof Error ? error.message : undefined };
};

export const isApiError = (error: unknown): error is ApiError =>
  Boolean(error) &&
  typeof error === 'object' &&
  'status' in (error as object) &&
  !(error instanceof Error);

/** Flattens a server `errors` field ({field: [..]}, [..] or text) into readable lines. */
export const flattenErrors = (errors: unknown): string[] => {
  if (!errors) return [];
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(flattenErrors);
  if (typeof errors === 'object')
    return Object.values(errors as Record<string, unknown>).flatMap(flattenErrors);
  return [];
};

/**
 * The message to show for any failure: the server's `message` when it sent one, else the
 * caller's fallback (the spec's catalogue text for that action).
 */
export const getErrorMessage = (error: unknown, fallback: string): string => {
  const apiError = isApiError(error) ? error : toApiError(error);
  return apiError.message ?? fallback;
};
