import { baseApi } from '@/api/base-api';
import { answer, inData, rows } from '@/api/schema';
import type { Country, State } from '@/types/api';
import { country, state } from '@/types/schemas';

export const geoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => ({ url: '/countries' }),
      transformResponse: answer(inData(rows(country))),
      keepUnusedDataFor: 3600,
    }),
    getStates: build.query<State[], number | string>({
      query: (countryId) => ({ url: `/state/${countryId}` }),
      transformResponse: answer(inData(rows(state))),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCountriesQuery, useGetStatesQuery } = geoApi;
