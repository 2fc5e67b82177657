import { baseApi } from '@/api/base-api';
import { answer, entityOf, list, num, optNum, optText, text } from '@/api/schema';
import type {
  Retailer,
  RetailerSearch,
  RetailerSearchParams,
  RetailerSuggestion,
  RetailerSuggestionResponse,
} from '@/types/api';
import { optStatus, serverErrors } from '@/types/schemas';

const retailer = entityOf<Retailer>()({
  first_name: text,
  last_name: text,
  phone: optText,
  website_url: optText,
  email: optText,
});

const retailerSearch = entityOf<RetailerSearch>()({
  data: list(retailer),
  total_pages: num(1),
  current_page: optNum,
  per_page: optNum,
});

const suggestionResponse = entityOf<RetailerSuggestionResponse>()({
  status: optStatus,
  message: optText,
  errors: serverErrors,
});

export const retailersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Every parameter is sent, empty ones as '' (api-notes 3.9: the real API expects them all).
    searchRetailers: build.query<RetailerSearch, RetailerSearchParams>({
      query: (params) => ({ url: '/retailer-search', params }),
      transformResponse: answer(retailerSearch),
    }),
    // The spec's Submit did nothing; the real API takes the suggestion (api-notes 3.9).
    suggestRetailer: build.mutation<RetailerSuggestionResponse, RetailerSuggestion>({
      query: (body) => ({ url: '/retailer', method: 'POST', data: body }),
      transformResponse: answer(suggestionResponse),
    }),
  }),
});

export const { useSearchRetailersQuery, useSuggestRetailerMutation } = retailersApi;
