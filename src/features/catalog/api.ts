import { baseApi } from '@/api/base-api';
import type { Category, CategoryWithProducts, Product, ProductFilter, SortBy } from '@/types/api';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Shell data for the header and footer menus: fetched once, shared. */
    getCategories: build.query<Category[], void>({
      query: () => '/categories/',
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as Category[]) : []),
      providesTags: ['Categories'],
      keepUnusedDataFor: 3600,
    }),
    getProductsByCategory: build.query<CategoryWithProducts[], SortBy | void>({
      query: (sortby) => ({ url: '/products', params: sortby ? { sortby } : undefined }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as CategoryWithProducts[]) : []),
      providesTags: ['Products'],
    }),
    getFilteredProducts: build.query<Product[], ProductFilter>({
      query: (filter) => ({ url: '/products', params: { filter } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as Product[]) : []),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetCategoriesQuery, useGetProductsByCategoryQuery, useGetFilteredProductsQuery } = catalogApi;
