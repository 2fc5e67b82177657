import { http, type RequestHandler } from 'msw';
import type { Blog } from '../../src/types/api';
import { badRequest, json, jsonWithAssets, queryParam } from '../respond';
import { getDb } from '../store/db';

const newestFirst = (a: Blog, b: Blog): number => b.date.localeCompare(a.date);

/** The category ids named by `?category_slug=a,b` (comma-joined slugs, api-notes 3.9); null = no filter. */
const categoryIdsFor = (request: Request): Set<number> | null => {
  const slugs = (queryParam(request, 'category_slug') ?? '')
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);
  if (slugs.length === 0) return null;
  return new Set(
    getDb()
      .blogCategories.filter((category) => slugs.includes(category.category_slug ?? ''))
      .map((category) => category.id),
  );
};

const inAny = (blog: Blog, ids: Set<number>): boolean =>
  blog.blog_categories.some((category) => ids.has(category.id));

export const blogHandlers: RequestHandler[] = [
  // ?category_slug=a,b (any of them) and ?sort=new|old (newest first unless old).
  http.get('*/blog', ({ request }) => {
    const ids = categoryIdsFor(request);
    const blogs = getDb()
      .blogs.filter((blog) => !ids || inAny(blog, ids))
      .sort(newestFirst);
    if (queryParam(request, 'sort') === 'old') blogs.reverse();
    return jsonWithAssets(request, blogs);
  }),
  http.get('*/blog/:slug', ({ request, params }) => {
    const blog = getDb().blogs.find((b) => b.slug === params.slug);
    return blog ? jsonWithAssets(request, blog) : badRequest('Blog not found', 404);
  }),
  http.get('*/blogs/categories', () => json(getDb().blogCategories)),
  http.get('*/blogs/by/category/:id', ({ request, params }) => {
    const ids = new Set([Number(params.id)]);
    return jsonWithAssets(
      request,
      getDb()
        .blogs.filter((blog) => inAny(blog, ids))
        .sort(newestFirst),
    );
  }),
];
