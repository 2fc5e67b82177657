import * as v from 'valibot';
import { baseApi } from '@/api/base-api';
import {
  answer,
  entityOf,
  firstOf,
  id,
  inData,
  isRecord,
  list,
  notFoundAsNull,
  optText,
  orNull,
  rows,
  text,
  toText,
} from '@/api/schema';
import type { Blog, BlogCategory } from '@/types/api';

export const blogCategory = entityOf<BlogCategory>()({
  id,
  category_name: text,
  category_slug: optText,
});

export const blog = entityOf<Blog>()({
  slug: text,
  blog_title: text,
  image: text,
  date: text,
  body: text,
  blog_categories: rows(blogCategory),
  product_name: optText,
});

const hasSlug = (value: unknown): boolean => isRecord(value) && Boolean(toText(value.slug)?.trim());

/** A post list, bare or under `data`; a post without a slug cannot be linked and is left out. */
const blogList = inData(
  v.pipe(
    list(blog),
    v.transform((posts) => posts.filter((post) => post.slug.trim())),
  ),
);

export type BlogSort = 'new' | 'old';

/** GET /blog query (api-notes 3.9): comma-joined category slugs and the date order. */
export type BlogListArgs = { category_slug?: string; sort?: BlogSort };

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], BlogListArgs>({
      query: ({ category_slug, sort }) => ({
        url: '/blog',
        params: {
          ...(category_slug ? { category_slug } : {}),
          ...(sort ? { sort } : {}),
        },
      }),
      transformResponse: answer(blogList),
    }),
    /** One post; a 404 is the answer null (the page's "not found" state). */
    getBlog: build.query<Blog | null, string>({
      queryFn: notFoundAsNull(
        (slug) => `/blog/${encodeURIComponent(slug)}`,
        answer(firstOf(inData(orNull(blog, hasSlug)))),
      ),
    }),
    getBlogCategories: build.query<BlogCategory[], void>({
      query: () => '/blogs/categories/',
      transformResponse: answer(inData(rows(blogCategory))),
    }),
    getBlogsByCategory: build.query<Blog[], number>({
      query: (categoryId) => `/blogs/by/category/${categoryId}`,
      transformResponse: answer(blogList),
    }),
  }),
});

export const {
  useGetBlogQuery,
  useGetBlogCategoriesQuery,
  useGetBlogsByCategoryQuery,
  useGetBlogsQuery,
} = blogApi;
