import { baseApi } from '@/api/base-api';
import type {
  Category,
  CategoryWithProducts,
  Product,
  ProductDetail,
  ProductFilter,
  SortBy,
  TagWithProducts,
} from '@/types/api';

const asArray = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** A listing answer: `{title, products[]}`; a bare array is accepted as its products. */
const asListing = <T extends { products: Product[] }>(data: unknown, empty: T): T => {
  if (Array.isArray(data)) return { ...empty, products: data as Product[] };
  if (!data || typeof data !== 'object') return empty;
  const value = data as Partial<T>;
  return { ...empty, ...value, products: asArray<Product>(value.products) };
};

/** The product call may wrap the product in `data` or a one-item array. */
const asProduct = (data: unknown): ProductDetail | null => {
  const value: unknown = Array.isArray(data)
    ? data[0]
    : data && typeof data === 'object' && 'data' in data
      ? (data as { data: unknown }).data
      : data;
  return value && typeof value === 'object' && 'id' in value ? (value as ProductDetail) : null;
};

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Shell data for the header and footer menus: fetched once, shared. */
    getCategories: build.query<Category[], void>({
      query: () => '/categories/',
      transformResponse: (data: unknown) => asArray<Category>(data),
      providesTags: ['Categories'],
      keepUnusedDataFor: 3600,
    }),
    getProductsByCategory: build.query<CategoryWithProducts[], SortBy | void>({
      query: (sortby) => ({ url: '/products', params: sortby ? { sortby } : undefined }),
      transformResponse: (data: unknown) => asArray<CategoryWithProducts>(data),
      providesTags: ['Products'],
    }),
    getFilteredProducts: build.query<Product[], ProductFilter>({
      query: (filter) => ({ url: '/products', params: { filter } }),
      transformResponse: (data: unknown) => asArray<Product>(data),
      providesTags: ['Products'],
    }),
    // A 404 is an answer (no such product, null), not a failure: it stays cached, so the page that
    // subscribes after the route loader's prefetch shows "not found" without asking again.
    getProduct: build.query<ProductDetail | null, number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/products/${id}`);
        if (result.error)
          return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: asProduct(result.data) };
      },
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    getCategoryProducts: build.query<CategoryWithProducts, { id: number; sortby?: SortBy }>({
      query: ({ id, sortby }) => ({
        url: `/categories/${id}`,
        params: sortby ? { sortby } : undefined,
      }),
      transformResponse: (data: unknown) =>
        asListing<CategoryWithProducts>(data, { category_title: '', products: [] }),
      providesTags: ['Products'],
    }),
    getTagProducts: build.query<TagWithProducts, number>({
      query: (id) => `/product-by-tags/${id}`,
      transformResponse: (data: unknown) =>
        asListing<TagWithProducts>(data, { name: '', products: [] }),
      providesTags: ['Products'],
    }),
    /** The text goes as a query parameter, so axios URL-encodes every character. */
    searchProducts: build.query<Product[], string>({
      query: (search) => ({ url: '/search', params: { search } }),
      transformResponse: (data: unknown) =>
        Array.isArray(data)
          ? (data as Product[])
          : asListing<{ products: Product[] }>(data, { products: [] }).products,
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
