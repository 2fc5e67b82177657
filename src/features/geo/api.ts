import { asList } from '@/api/as-list';
import { baseApi } from '@/api/base-api';
import type { Country, State } from '@/types/api';

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => ({ url: '/countries' }),
      transformResponse: (data: unknown) => asList<Country>(data),
      keepUnusedDataFor: 3600,
    }),
    getStates: build.query<State[], number | string>({
      query: (countryId) => ({ url: `/state/${countryId}` }),
      transformResponse: (data: unknown) => asList<State>(data),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCountriesQuery, useGetStatesQuery } = geoApi;
