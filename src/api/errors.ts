import { isAxiosError } from 'axios';

/** The one error shape components see (from the base query and the endpoint functions). */
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

/**
 * Any failure as an ApiError: an answer keeps its status and body; no answer (network, timeout, or a
 * request the app cancelled) is 'NETWORK', without axios's own text ("canceled", "timeout of 0ms…").
 */
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

/**
 * A 2xx answer that reports a failure in its body (api-notes: "a message present means an error",
 * `errors` on the address calls), as the same ApiError a failed request gives: throw it from a submit.
 */
export const answerError = (answer: { message?: string | null; errors?: unknown }): ApiError => ({
  status: 200,
  message: pickMessage(answer),
  errors: answer.errors ?? undefined,
  data: answer,
});

/** Flattens a server `errors` field ({field: [..]}, [..] or text) into readable lines. */
export const flattenErrors = (errors: unknown): string[] => {
  if (!errors) return [];
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(flattenErrors);
  if (typeof errors === 'object')
    return Object.values(errors as Record<string, unknown>).flatMap(flattenErrors);
  return [];
};

/** Whether the API answered at all (an HTTP status), as opposed to a network failure or thrown code. */
const isAnswer = (error: ApiError): boolean => typeof error.status === 'number';

/** The server's own explanation of a failure, if it answered with one. */
export const serverMessage = (error: unknown): string | undefined => {
  const apiError = isApiError(error) ? error : toApiError(error);
  return isAnswer(apiError) ? apiError.message : undefined;
};

/**
 * The message to show for any failure: the server's `message` when it answered with one, else the
 * caller's fallback (the spec's catalogue text for that action). `exceptionText` is for a failure
 * with no answer at all (network, thrown code) where the spec words that apart ('Something went
 * wrong.' for add to cart); a code error's own text is never shown.
 */
export const getErrorMessage = (
  error: unknown,
  fallback: string,
  exceptionText: string = fallback,
): string => {
  const apiError = isApiError(error) ? error : toApiError(error);
  if (!isAnswer(apiError)) return exceptionText;
  return apiError.message ?? fallback;
};
