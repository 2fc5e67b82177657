import { paths } from '@/config/paths';

/** The meta description of a page that sends none of its own (the layout's default otherwise). */
export const DEFAULT_DESCRIPTION = 'Apricot seeds, vitamin B17 supplements and related products.';

/**
 * Each route's own meta description, written into its prerendered HTML file and kept by the layout
 * until the page's API metadata (PageMetaDesc) replaces it: link previews and crawlers read a page
 * before any script runs. Routes without a line here (account pages, checkout steps) get the default.
 */
export const routeDescriptions: Readonly<Record<string, string>> = {
  [paths.home]:
    'Apricot seeds, vitamin B17 supplements and superfood products: our products, hot buys and news.',
  [paths.store]:
    'Every apricot seed, vitamin B17 supplement and superfood product in the shop, by category.',
  [paths.specialProduct]: "This month's specials on apricot seeds, B17 supplements and snacks.",
  [paths.search]: 'Search the shop for apricot seeds, B17 supplements and superfood products.',
  [paths.cart]: 'Your shopping cart: change quantities, apply a promo code and go to checkout.',
  [paths.login]: 'Log in to your account: orders, addresses, payment accounts and loyalty points.',
  [paths.register]:
    'Create an account to follow your orders and keep your addresses and payment accounts.',
  [paths.forgetPassword]: 'Forgot your password? Get a link to reset it by e-mail.',
  [paths.retailerLocations]:
    'Find a store near you that carries our apricot seeds and B17 products: over 1,000 locations in North America.',
  [paths.blogs]: 'Articles on apricot seeds, vitamin B17, recipes and healthy living.',
  [paths.videos]: 'Videos about apricot seeds and our products.',
  [paths.lifeStyle]: 'A gallery of pictures from the apricot lifestyle.',
  [paths.privacy]: 'How we collect, use and protect your personal information.',
  [paths.returnPolicy]: 'Our return policy: how to return a product and get a refund.',
  [paths.shippingPrivacy]: 'Our shipping policy: carriers, rates, delivery times and destinations.',
  [paths.autoship]: 'Auto-Ship: how repeat deliveries of your products work.',
  [paths.about]: 'About us: who we are and what we sell.',
  [paths.contactUs]: 'Contact us by phone, e-mail or the contact form.',
  [paths.reviews]: 'What our customers say: reviews of our products.',
  [paths.faq]:
    'Answers to common questions about apricot seeds, B17, orders, shipping and returns.',
  [paths.wholesaleApplication]:
    'Carry our products: apply for a wholesale account for your store, clinic or online shop.',
  [paths.affiliateMarketing]:
    'Join our affiliate programme: 20% commission on the first order of every customer you refer.',
  [paths.testimonial]: 'Testimonials from our customers, in words, voice and video.',
  [paths.referAFriend]: 'Refer a friend: share your referral link with friends.',
  [paths.seedsRecipes]: 'Recipes with apricot seeds: nine favourites, step by step.',
  [paths.recipesSuperfood]:
    'Superfood recipes with apricot kernels: shakes, muesli, raw bars, desserts, baked treats and more.',
};
