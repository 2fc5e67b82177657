import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/** The answers a page was prerendered with (its route loader's), to hydrate the same markup. */
export type PrerenderedAnswers = {
  queries: Record<string, unknown>;
  mutations: Record<string, never>;
  provided: unknown;
};

export const hydrateAnswers = createAction<PrerenderedAnswers>('api/hydrateAnswers');

/**
 * One API slice for the whole shop; features add endpoints with baseApi.injectEndpoints.
 * Never persisted (see app/store.ts).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'User',
    'Cart',
    'Categories',
    'Products',
    'Content',
    'Addresses',
    'BillingAccounts',
    'Orders',
    'Loyalty',
    'Referral',
    'Testimonials',
    'Credits',
  ],
  // Shell data (categories, user summary) stays cached across navigation.
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) =>
    // The payload is this slice's own state, as a prerendering route loader took it (takeAnswers).
    hydrateAnswers.match(action) ? (action.payload as never) : undefined,
});

/** A route prefetch reuses a cached answer younger than this instead of fetching again (seconds). */
export const PREFETCH_IF_OLDER_THAN = 60;

/** `endpoint.initiate` options of a route prefetch whose answer the loader awaits (as util.prefetch with ifOlderThan). */
export const PREFETCH_AWAITED = { subscribe: false, forceRefetch: PREFETCH_IF_OLDER_THAN } as const;
