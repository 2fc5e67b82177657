import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import { toApiError, type ApiError } from './errors';
import { http, type IpPlacement } from './http';

export type AxiosQueryArgs = {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
  ip?: IpPlacement;
};

/** RTK Query over the one axios instance; failures become { error: ApiError }. */
export const axiosBaseQuery: BaseQueryFn<AxiosQueryArgs | string, unknown, ApiError> = async (
  args,
) => {
  const { url, method = 'GET', data, params, ip } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({ url, method, data, params, ip });
    return { data: response.data as unknown };
  } catch (error) {
    return { error: toApiError(error) };
  }
};
