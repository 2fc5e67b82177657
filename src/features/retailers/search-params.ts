import type { RetailerSearchParams } from '@/types/api';

export type RetailerFilters = Omit<RetailerSearchParams, 'page'>;

export const NO_FILTERS: RetailerFilters = { country_id: '', state_id: '', zip_code: '' };

const digits = (value: string | null): string => (/^\d+$/.test(value ?? '') ? (value ?? '') : '');

/** The search the URL names (?country_id=&state_id=&zip_code=&page=): anything unreadable is "any" / page 1. */
export const readSearch = (params: URLSearchParams): RetailerSearchParams => {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    country_id: digits(params.get('country_id')),
    state_id: digits(params.get('state_id')),
    zip_code: (params.get('zip_code') ?? '').trim(),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

/** The URL of a search: only what is set, page 1 left out. */
export const searchToParams = ({ page, ...filters }: RetailerSearchParams): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params;
};
