import * as v from 'valibot';
import { baseApi } from '@/api/base-api';
import {
  answer,
  entityOf,
  firstOf,
  id,
  isRecord,
  list,
  notFoundAsNull,
  orNull,
  rows,
  text,
} from '@/api/schema';
import type { ContentBlock, Faq, PageMeta, SliderItem, StaticPage } from '@/types/api';
import { contentBlock, pageMeta, sliderItem } from '@/types/schemas';

/**
 * Numeric page ids of the content service (api-notes 3.9). The static pages' ids (about, privacy,
 * return, shipping, auto-ship) are configuration: `env.staticPageIds` (src/config/static-pages.ts).
 */
export const CONTENT_IDS = {
  home: 1,
  retailers: 3,
  contact: 4,
  refer: 6,
  faq: 7,
} as const;
export const PAGE_META_IDS = {
  home: 1,
  store: 2,
  retailers: 3,
  contact: 5,
  refer: 6,
  faq: 7,
  cart: 16,
  wholesale: 18,
} as const;

const staticPage = entityOf<StaticPage>()({ title: text, description: text });
const faq = entityOf<Faq>()({ id, question: text, answer: text });

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
    /**
     * A static page's title and description HTML: an object for most ids, a list whose first item is
     * the page for others (about). A 404 or an answer without an object is null ("no such page").
     */
    getStaticPage: build.query<StaticPage | null, number>({
      queryFn: notFoundAsNull(
        (pageId) => `/content/${pageId}`,
        answer(firstOf(orNull(staticPage, isRecord))),
      ),
      providesTags: (_result, _error, pageId) => [{ type: 'Content', id: pageId }],
    }),
    getFaq: build.query<Faq[], void>({
      query: () => '/admin/faq/',
      transformResponse: answer(rows(faq)),
    }),
    getSlider: build.query<SliderItem[], void>({
      query: () => '/slider/',
      transformResponse: answer(rows(sliderItem)),
    }),
  }),
});

export const {
  useGetContentQuery,
  useGetFaqQuery,
  useGetPageMetaQuery,
  useGetSliderQuery,
  useGetStaticPageQuery,
} = contentApi;
