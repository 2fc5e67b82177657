export {
  catalogApi,
  useGetCategoriesQuery,
  useGetCategoryProductsQuery,
  useGetFilteredProductsQuery,
  useGetProductQuery,
  useGetProductsByCategoryQuery,
  useGetTagProductsQuery,
  useSearchProductsQuery,
} from './api';
export { ProductGrid } from './components/product-grid';
export { RecentlyViewed } from './components/recently-viewed';
export { ReviewWidget } from './components/review-widget';
export { ReviewsDialog } from './components/reviews-dialog';
export { prefetchProduct, prefetchShell, prefetchStore } from './prefetch';
export { rememberSearch } from './search/recent-searches';
/** The header's suggestion combobox, its own chunk: loaded on the first focus of the search box. */
export const loadSearchCombobox = () => import('./search/search-combobox');
export type { SearchComboboxProps } from './search/search-combobox';
