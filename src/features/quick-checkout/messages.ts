/** Quick Checkout texts (spec part 1 §2.8, §5, §8, §9); the rest is ours. */
export const QUICK_CHECKOUT_TEXT = {
  title: 'Quick Checkout',
  category: 'Category',
  /** Spec §9: the default category filter. */
  all: 'All',
  sort: 'Sort',
  sortDefault: 'Sort By',
  lowToHigh: 'Price Low to High',
  highToLow: 'Price High to Low',
  search: 'Search Products',
  save: 'Save Changes',
  loading: 'Loading products...',
  loadFailed: 'The products could not be loaded.',
  noMatch: 'No products found.',
  quantity: (name: string) => `Quantity for ${name}`,
  /** Spec part 1 §8: adding to the cart fails without a message, or throws. */
  failed: 'Failed to add to cart.',
  exception: 'Something went wrong.',
} as const;
