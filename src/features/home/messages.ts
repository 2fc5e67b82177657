/** The home page's section texts, part 1 §2.3 verbatim. */
export const HOME_MESSAGES = {
  ourProducts: 'Our Products',
  viewAllProducts: 'View All Product',
  hotBuys: 'Hot Buys',
  ourShop: 'OUR SHOP',
  customersLoveUs: 'Our Customers Love Us!',
  viewAllReviews: 'View All Reviews',
  /** Ours: the banner's h1 when the content service sends no title, and an empty product list. */
  bannerFallbackTitle: 'Apricot Storefront',
  noProducts: 'No products found.',
  loadingProducts: 'Loading products...',
  productsFailed: 'The products could not be loaded.',
} as const;
