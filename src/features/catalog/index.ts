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
export { SearchCombobox } from './search/search-combobox';
