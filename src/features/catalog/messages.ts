import type { SortBy } from '@/types/api';

/** Part 2 §9: the labels of the sort options, by id. */
export const SORT_LABELS: Record<SortBy, string> = {
  highest_price: 'Highest Price',
  lowest_price: 'Lowest Price',
  best_sales: 'Best Sales',
  lowest_sales: 'Lowest Sales',
};

/** The catalogue's texts: the spec's labels verbatim, and ours for the loading, empty and failed states. */
export const CATALOG_MESSAGES = {
  sortBy: 'Sort By',
  /** Part 2 "Listings": that spelling on listing cards. */
  addToCart: 'Add to cart',
  otherSizes: 'Other Sizes',
  alsoBought: 'Customers who bought this product also bought:',
  recentlyViewed: 'Recently viewed',
  clearRecentlyViewed: 'Clear',
  loadingProducts: 'Loading products...',
  loadingProduct: 'Loading product...',
  loadingProductDetails: 'Loading the product details...',
  loadingCategories: 'Loading categories...',
  productFailed: 'We could not load this product. Please try again.',
  productNotFound: 'Product not found',
  productGone: 'This product is not available. It may have been removed or the link may be wrong.',
  noProducts: 'No products found.',
  noCategoryProducts: 'No products found in this category.',
  noTagProducts: 'No products found for this tag.',
  noSpecials: 'No special products this month.',
  searchPrompt: 'Type a product name in the search box to find products.',
  noSearchResults: (text: string) => `No products found for “${text}”.`,
  /** No review script configured. */
  reviewsUnavailable: 'Reviews are not available right now.',
  /** The configured review script did not load. */
  reviewsFailed: 'Reviews could not be loaded. Please try again later.',
  /** The visitor's privacy choices leave the review widget off. */
  reviewsRefused: 'Reviews are off by your privacy choices.',
  allowReviews: 'Allow reviews',
} as const;

/** The header's search suggestions. */
export const SEARCH_MESSAGES = {
  label: 'Search products',
  submit: 'Search',
  suggestions: 'Product suggestions',
  recentSearches: 'Recent searches',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent searches',
  seeAll: (text: string) => `See all results for "${text}"`,
  noSuggestions: (text: string) => `No products found for "${text}"`,
  count: (count: number) => (count === 1 ? '1 product suggestion' : `${count} product suggestions`),
  recentCount: (count: number) => (count === 1 ? '1 recent search' : `${count} recent searches`),
} as const;
