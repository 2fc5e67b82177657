import * as v from 'valibot';
import { baseApi } from '@/api/base-api';
import { answer, firstOf, isRecord, list, orNull, rows } from '@/api/schema';
import type { ContentBlock, PageMeta, SliderItem } from '@/types/api';
import { contentBlock, pageMeta, sliderItem } from '@/types/schemas';

/** Numeric page ids of the content service (api-notes 3.9). */
export const CONTENT_IDS = {
  home: 1,
  retailers: 3,
  contact: 4,
  refer: 6,
  faq: 7,
  returnPolicy: 40,
  privacy: 41,
  shipping: 42,
  about: 44,
} as const;
export const PAGE_META_IDS = {
  home: 1,
  store: 2,
  retailers: 3,
  contact: 5,
  refer: 6,
  faq: 7,
  privacy: 12,
  cart: 16,
  wholesale: 18,
  shipping: 42,
  about: 44,
} as const;

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The shape varies by page: an array of blocks (home, refer, retailers) or one object. */
    getContent: build.query<ContentBlock[], number>({
      query: (id) => `/content/${id}`,
      transformResponse: answer(
        v.pipe(
          v.unknown(),
          v.transform((value) => (isRecord(value) ? [value] : value)),
          list(contentBlock),
        ),
      ),
      providesTags: (_result, _error, id) => [{ type: 'Content', id }],
    }),
    /** Page metadata: the first item of /pages/tags/{id}. */
    getPageMeta: build.query<PageMeta | null, number>({
      query: (id) => `/pages/tags/${id}`,
      transformResponse: answer(firstOf(orNull(pageMeta, isRecord))),
    }),
    getSlider: build.query<SliderItem[], void>({
      query: () => '/slider/',
      transformResponse: answer(rows(sliderItem)),
    }),
  }),
});

export const { useGetContentQuery, useGetPageMetaQuery, useGetSliderQuery } = contentApi;
