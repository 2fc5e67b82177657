import { http, type RequestHandler } from 'msw';
import { badRequest, json, jsonWithAssets, queryParam } from '../respond';
import {
  findProduct,
  productCard,
  productDetail,
  productsInCategory,
  productsWithTag,
  searchProducts,
  sortProducts,
} from '../store/catalog';
import { getDb } from '../store/db';

const FILTERS = ['top', 'hot-products', 'upsell'] as const;

/** Where the storefront lives, for canonical/OG URLs: the caller's Origin, else the dev server. */
const siteOrigin = (request: Request): string =>
  request.headers.get('origin') ?? 'http://localhost:5173';

export const catalogHandlers: RequestHandler[] = [
  // GET /products and /products/ : categories with products, or a flat list for ?filter=
  http.get('*/products', ({ request }) => {
    const db = getDb();
    const filter = queryParam(request, 'filter');
    const sortby = queryParam(request, 'sortby');
    if (filter) {
      if (!FILTERS.includes(filter as (typeof FILTERS)[number]))
        return badRequest('Unknown product filter.', 422);
      const flag = filter === 'top' ? 'top' : filter === 'upsell' ? 'upsell' : 'hot';
      return jsonWithAssets(
        request,
        sortProducts(
          db.products.filter((p) => p[flag]),
          sortby,
        ).map(productCard),
      );
    }
    return jsonWithAssets(
      request,
      db.categories.map((category) => ({
        id: category.id,
        category_title: category.category_title,
        products: sortProducts(productsInCategory(category.id), sortby).map(productCard),
      })),
    );
  }),

  http.get('*/products/:id', ({ request, params }) => {
    const product = findProduct(params.id);
    if (!product) return badRequest('Product not found', 404);
    return jsonWithAssets(request, productDetail(product, siteOrigin(request)));
  }),

  http.get('*/categories', () =>
    json(getDb().categories.map(({ id, category_title }) => ({ id, category_title }))),
  ),

  http.get('*/categories/:id', ({ request, params }) => {
    const category = getDb().categories.find(
      (c) => c.id === Number.parseInt(String(params.id), 10),
    );
    if (!category) return badRequest('Category not found', 404);
    return jsonWithAssets(request, {
      id: category.id,
      category_title: category.category_title,
      products: sortProducts(productsInCategory(category.id), queryParam(request, 'sortby')).map(
        productCard,
      ),
    });
  }),

  http.get('*/product-by-tags/:id', ({ request, params }) => {
    const tag = getDb().tags.find((t) => t.id === Number.parseInt(String(params.id), 10));
    if (!tag) return badRequest('Tag not found', 404);
    return jsonWithAssets(request, {
      id: tag.id,
      name: tag.name,
      products: sortProducts(productsWithTag(tag.id), queryParam(request, 'sortby')).map(
        productCard,
      ),
    });
  }),

  http.get('*/search', ({ request }) =>
    jsonWithAssets(request, searchProducts(queryParam(request, 'search') ?? '').map(productCard)),
  ),
];
