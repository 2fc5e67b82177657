import type { AxiosRequestConfig } from 'axios';
import { toApiError } from './errors';
import { http } from './http';
import type { Answer } from './schema';

export type PlainRequest = Pick<
  AxiosRequestConfig,
  'method' | 'data' | 'params' | 'headers' | 'ip' | 'onUploadProgress'
> & { url: string };

/**
 * A request outside RTK Query (card data and passwords must not sit in the store as mutation
 * arguments). Its answer goes through a schema like an endpoint's; a failure throws an ApiError.
 */
export const plainCall = async <T>(config: PlainRequest, read: Answer<T>): Promise<T> => {
  try {
    const response = await http.request<unknown>(config);
    return read(response.data);
  } catch (error) {
    throw toApiError(error);
  }
};
