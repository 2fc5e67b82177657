/** Every route of the spec's route table (part 1 §2.1) and the href builders that fill them. */
export const paths = {
  home: '/',
  store: '/store',
  specialProduct: '/special-product',
  category: '/category/:idTitle',
  tag: '/tag/:idName',
  search: '/search',
  item: '/item/:idSlug',
  cart: '/cart',
  checkout: '/checkout',
  customerInfo: '/store/customer_info',
  completePayment: '/complete-payment',
  login: '/login',
  register: '/register',
  // Beyond the spec (the real API has a password reset): the e-mail step, then the code step.
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  retailerLocations: '/retailer-locations',
  blogs: '/blogs',
  blog: '/blogs/:slug',
  blogByCategory: '/blogByCategory/:id/:name',
  videos: '/videos',
  lifeStyle: '/life-style',
  privacy: '/privacy',
  returnPolicy: '/return_policy',
  shippingPrivacy: '/shipping_privacy',
  autoship: '/autoship',
  about: '/About',
  contactUs: '/contact-us',
  reviews: '/reviews',
  faq: '/faq',
  wholesaleApplication: '/wholesale-application',
  affiliateMarketing: '/affiliate-marketing',
  testimonial: '/testimonial',
  submitFeedback: '/submit-your-feedback',
  referAFriend: '/refer-a-friend',
  seedsRecipes: '/seeds-recipes',
  recipesSuperfood: '/recipes-superfood',
  orderHistory: '/OrderHistory',
  orderDetail: '/orderHistory/:id',
  basicInfo: '/BasicInfo',
  emailPreferences: '/EmailPreferences',
  accountDetails: '/AccountDetails',
} as const;

export type PathKey = keyof typeof paths;

/** Text from an answer: null or missing reads as '' (a link then still works by its id). */
type AnswerText = string | null | undefined;

/** Spaces become hyphens (spec: "title with spaces as hyphens", "product_url with spaces replaced by hyphens"). */
export const hyphenate = (text: AnswerText): string => (text ?? '').trim().replace(/\s+/g, '-');

const segment = (text: AnswerText): string => encodeURIComponent(hyphenate(text));

export const categoryHref = (id: number | string, title: AnswerText): string =>
  `/category/${id}-${segment(title)}`;

export const tagHref = (id: number | string, name: AnswerText): string =>
  `/tag/${id}-${segment(name)}`;

export const itemHref = (id: number | string, productUrl: AnswerText): string =>
  `/item/${id}-${segment(productUrl)}`;

export const searchHref = (text: string): string => `/search?search=${encodeURIComponent(text)}`;

export const blogHref = (slug: string): string => `/blogs/${encodeURIComponent(slug)}`;

export const blogCategoryHref = (id: number | string, name: string): string =>
  `/blogByCategory/${id}/${encodeURIComponent(name)}`;

export const orderDetailHref = (id: number | string): string => `/orderHistory/${id}`;

export const feedbackHref = (orderId?: number | string): string =>
  orderId === undefined ? paths.submitFeedback : `${paths.submitFeedback}?order_id=${orderId}`;

/** The id is the leading number before the first dash of a route parameter such as `705-apricot-seed-capsules`. */
export const leadingId = (param: string | undefined): number | null => {
  const match = /^(\d+)/.exec(param ?? '');
  return match ? Number(match[1]) : null;
};

// Resolves a path to judge it; never requested.
const INTERNAL_BASE = 'https://internal-path.invalid';

/**
 * A link that stays on this shop: its path ('/store?sort=1#top'), for `<Link>`; null for anything
 * else. Parsed the way a browser parses it ('\' counts as '/', tabs and newlines are dropped), then
 * the origin is compared, so '//host' and '/\host' (which leave the site) are null.
 */
export const internalPath = (link: string | null | undefined): string | null => {
  if (!link || link[0] !== '/' || link[1] === '/' || link[1] === '\\') return null;
  try {
    const url = new URL(link, INTERNAL_BASE);
    return url.origin === INTERNAL_BASE ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
};

/**
 * A `from` value (where the login page returns to) is followed only when it is a path of this shop
 * (`internalPath`: not '//host' or '/\host', still on this origin once parsed). Anything else is null.
 */
export const safeReturnPath = (from: string | null | undefined): string | null =>
  internalPath(from);

/** /login, remembering a safe path to return to after signing in. */
export const loginHref = (from?: string | null): string => {
  const path = safeReturnPath(from);
  return path ? `${paths.login}?from=${encodeURIComponent(path)}` : paths.login;
};

/** Element ids that links elsewhere target: the footer sign-up (`#newsletter`) and its first field. */
export const anchors = {
  newsletter: 'newsletter',
  newsletterFirstField: 'newsletter-first-name',
} as const;
