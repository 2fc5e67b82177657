/** The home page's section texts, part 1 §2.3 verbatim. */
export const HOME_MESSAGES = {
  ourProducts: 'Our Products',
  viewAllProducts: 'View All Product',
  hotBuys: 'Hot Buys',
  ourShop: 'OUR SHOP',
  customersLoveUs: 'Our Customers Love Us!',
  viewAllReviews: 'View All Reviews',
} as const;
