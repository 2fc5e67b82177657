import * as v from 'valibot';
import { baseApi } from '@/api/base-api';
import {
  answer,
  entity,
  entityOf,
  firstOf,
  hasId,
  inData,
  notFoundAsNull,
  optNum,
  orNull,
  list,
  rows,
  text,
} from '@/api/schema';
import type {
  Category,
  CategoryWithProducts,
  Product,
  ProductDetail,
  ProductFilter,
  SortBy,
  TagWithProducts,
} from '@/types/api';
import { category, categoryWithProducts, product, productDetail } from '@/types/schemas';

const products = answer(rows(product));

/** A listing answer: `{title, products[]}`; a bare array is read as its products. */
const listing = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? { products: value } : value)),
    schema,
  );

const tagWithProducts = entityOf<TagWithProducts>()({
  id: optNum,
  name: text,
  products: rows(product),
});

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Shell data for the header and footer menus: fetched once, shared. */
    getCategories: build.query<Category[], void>({
      query: () => '/categories/',
      // A category without a title cannot be a menu link: it is left out.
      transformResponse: answer(
        v.pipe(
          rows(category),
          v.filterItems(({ category_title }) => category_title.trim() !== ''),
        ),
      ),
      providesTags: ['Categories'],
      keepUnusedDataFor: 3600,
    }),
    getProductsByCategory: build.query<CategoryWithProducts[], SortBy | void>({
      query: (sortby) => ({ url: '/products', params: sortby ? { sortby } : undefined }),
      transformResponse: answer(list(categoryWithProducts)),
      providesTags: ['Products'],
    }),
    getFilteredProducts: build.query<Product[], ProductFilter>({
      query: (filter) => ({ url: '/products', params: { filter } }),
      transformResponse: products,
      providesTags: ['Products'],
    }),
    // A 404 is an answer (no such product, null), not a failure: it stays cached, so the page that
    // subscribes after the route loader's prefetch shows "not found" without asking again.
    // The product may come wrapped in `data` or a one-item array; without an id it is "not found".
    getProduct: build.query<ProductDetail | null, number>({
      queryFn: notFoundAsNull(
        (id) => `/products/${id}`,
        answer(firstOf(inData(orNull(productDetail, hasId)))),
      ),
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    getCategoryProducts: build.query<CategoryWithProducts, { id: number; sortby?: SortBy }>({
      query: ({ id, sortby }) => ({
        url: `/categories/${id}`,
        params: sortby ? { sortby } : undefined,
      }),
      transformResponse: answer(listing(categoryWithProducts)),
      providesTags: ['Products'],
    }),
    getTagProducts: build.query<TagWithProducts, number>({
      query: (id) => `/product-by-tags/${id}`,
      transformResponse: answer(listing(tagWithProducts)),
      providesTags: ['Products'],
    }),
    /** The text goes as a query parameter, so the HTTP client URL-encodes every character. */
    searchProducts: build.query<Product[], string>({
      query: (search) => ({ url: '/search', params: { search } }),
      transformResponse: answer(
        v.pipe(
          listing(entity({ products: rows(product) })),
          v.transform(({ products }) => products),
        ),
      ),
      providesTags: ['Products'],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetProductsByCategoryQuery,
  useGetFilteredProductsQuery,
  useGetProductQuery,
  useGetCategoryProductsQuery,
  useGetTagProductsQuery,
  useSearchProductsQuery,
} = catalogApi;
