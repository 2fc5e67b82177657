import {
  createBrowserRouter,
  matchPath,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import { prefetchBlogList, prefetchBlogPost } from '@/features/blog';
import { prefetchCartPage, prefetchVisitorCart } from '@/features/cart';
import { prefetchProduct, prefetchShell, prefetchStore } from '@/features/catalog';
import { prefetchHome } from '@/features/home';
import { isCardEntryPath } from '@/lib/load-script';
import { reloadWithoutThirdPartyScripts } from './card-entry';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { requireAuth } from './require-auth';
import { routeDescriptions } from './route-descriptions';
import type { RoutePrefetch } from './route-prefetch';
import type { AppStore } from './store';

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

type PageRoute = {
  path: string;
  /** The route's title (the document title and the page banner). */
  title: string;
  load: LazyModule;
  guarded?: boolean;
  /** Starts the page's API calls from the loader, in parallel with its lazy chunk. */
  prefetch?: RoutePrefetch;
  /**
   * The same for the calls about the visitor (their cart): in the browser only, never when the build
   * renders the page's first screen (src/app/prerender.tsx), which has no visitor.
   */
  prefetchForVisitor?: RoutePrefetch;
};

/** The spec's route table (part 1 §2.1), one line a route. Every page is a lazy chunk. */
// prettier-ignore
export const pageRoutes: PageRoute[] = [
  { path: paths.home, title: 'Home', load: () => import('@/features/home/pages/home-page'), prefetch: prefetchHome },
  { path: paths.store, title: 'Products', load: () => import('@/features/catalog/pages/store-page'), prefetch: prefetchStore },
  { path: paths.specialProduct, title: 'Monthly Specials', load: () => import('@/features/catalog/pages/special-product-page') },
  { path: paths.category, title: 'Category', load: () => import('@/features/catalog/pages/category-page') },
  { path: paths.tag, title: 'Tag', load: () => import('@/features/catalog/pages/tag-page') },
  { path: paths.search, title: 'Search', load: () => import('@/features/catalog/pages/search-page') },
  { path: paths.item, title: 'Product', load: () => import('@/features/catalog/pages/product-page'), prefetch: prefetchProduct },
  { path: paths.cart, title: 'Cart', load: () => import('@/features/cart/pages/cart-page'), prefetch: prefetchCartPage, prefetchForVisitor: prefetchVisitorCart },
  { path: paths.checkout, title: 'Checkout', load: () => import('@/features/checkout/pages/checkout-page'), guarded: true },
  { path: paths.customerInfo, title: 'Customer Information', load: () => import('@/features/checkout/pages/customer-info-page') },
  { path: paths.completePayment, title: 'Your Order Has Been Placed!', load: () => import('@/features/checkout/pages/complete-payment-page') },
  { path: paths.login, title: 'Login', load: () => import('@/features/auth/pages/login-page') },
  { path: paths.register, title: 'Register', load: () => import('@/features/auth/pages/register-page') },
  { path: paths.forgetPassword, title: 'Forgot Password', load: () => import('@/features/auth/pages/forget-password-page') },
  { path: paths.resetPassword, title: 'Reset Password', load: () => import('@/features/auth/pages/reset-password-page') },
  { path: paths.retailerLocations, title: 'Retailer Locations', load: () => import('@/features/retailers/pages/retailer-locations-page') },
  { path: paths.blogs, title: 'Blogs', load: () => import('@/features/blog/pages/blogs-page'), prefetch: prefetchBlogList },
  { path: paths.blog, title: 'Blog', load: () => import('@/features/blog/pages/blog-post-page'), prefetch: prefetchBlogPost },
  { path: paths.blogByCategory, title: 'Blogs', load: () => import('@/features/blog/pages/blog-category-page') },
  { path: paths.videos, title: 'Videos', load: () => import('@/features/media/pages/videos-page') },
  { path: paths.lifeStyle, title: 'Life Style', load: () => import('@/features/media/pages/life-style-page') },
  { path: paths.privacy, title: 'Privacy Policy', load: () => import('@/features/content/pages/privacy-page') },
  { path: paths.returnPolicy, title: 'Return Policy', load: () => import('@/features/content/pages/return-policy-page') },
  { path: paths.shippingPrivacy, title: 'Shipping Policy', load: () => import('@/features/content/pages/shipping-policy-page') },
  { path: paths.autoship, title: 'Auto-Ship', load: () => import('@/features/content/pages/autoship-page') },
  { path: paths.about, title: 'About Us', load: () => import('@/features/content/pages/about-page') },
  { path: paths.contactUs, title: 'Contact Us', load: () => import('@/features/contact/pages/contact-page') },
  { path: paths.reviews, title: 'Reviews', load: () => import('@/features/contact/pages/reviews-page') },
  { path: paths.faq, title: 'Common Questions', load: () => import('@/features/content/pages/faq-page') },
  { path: paths.wholesaleApplication, title: 'Carry Our Products', load: () => import('@/features/wholesale/pages/wholesale-application-page') },
  { path: paths.affiliateMarketing, title: 'Affiliate Marketing', load: () => import('@/features/wholesale/pages/affiliate-marketing-page') },
  { path: paths.testimonial, title: 'Testimonials', load: () => import('@/features/testimonials/pages/testimonial-page') },
  { path: paths.submitFeedback, title: 'Submit Your Feedback', load: () => import('@/features/testimonials/pages/submit-feedback-page'), guarded: true },
  { path: paths.referAFriend, title: 'Refer A Friend', load: () => import('@/features/referral/pages/refer-a-friend-page') },
  { path: paths.seedsRecipes, title: 'Seeds Recipes', load: () => import('@/features/content/pages/seeds-recipes-page') },
  { path: paths.recipesSuperfood, title: 'Superfood Recipes', load: () => import('@/features/content/pages/recipes-superfood-page') },
  { path: paths.orderHistory, title: 'Order History', load: () => import('@/features/account/pages/order-history-page'), guarded: true },
  { path: paths.orderDetail, title: 'Order Detail', load: () => import('@/features/account/pages/order-detail-page'), guarded: true },
  { path: paths.basicInfo, title: 'Basic Info', load: () => import('@/features/account/pages/basic-info-page'), guarded: true },
  { path: paths.emailPreferences, title: 'Email Preferences', load: () => import('@/features/account/pages/email-preferences-page'), guarded: true },
  { path: paths.accountDetails, title: 'Account Details', load: () => import('@/features/account/pages/account-details-page'), guarded: true },
];

type RouteOptions = {
  /** The routes the build renders first screens with: loaders start no call about the visitor. */
  atBuild?: boolean;
};

const dataLoader = (
  {
    guarded,
    prefetch,
    prefetchForVisitor,
  }: Pick<PageRoute, 'guarded' | 'prefetch' | 'prefetchForVisitor'>,
  store: AppStore | undefined,
  { atBuild = false }: RouteOptions,
): LoaderFunction | undefined => {
  if (guarded) return requireAuth;
  const prefetches = [prefetch, atBuild ? undefined : prefetchForVisitor].filter(
    (start): start is RoutePrefetch => start !== undefined,
  );
  if (prefetches.length === 0 || !store) return undefined;
  return (args) => {
    // A task of its own: on the first load the loader runs inside the app's start, already a long
    // task on a slow phone; a task later the calls still start before the page's chunk is in.
    setTimeout(() => prefetches.forEach((start) => start(store.dispatch, args)), 0);
    return null;
  };
};

const pageLoader = (
  route: PageRoute,
  store: AppStore | undefined,
  options: RouteOptions,
): LoaderFunction | undefined => {
  const loader = dataLoader(route, store, options);
  if (!isCardEntryPath(route.path)) return loader;
  return (args) => reloadWithoutThirdPartyScripts(args) ?? loader?.(args) ?? null;
};

/** What the layout reads of a route: its title and its own meta description. */
export const routeHandle = (route: PageRoute) => ({
  title: route.title,
  description: routeDescriptions[route.path],
});

const toRouteObject = (
  route: PageRoute,
  store: AppStore | undefined,
  options: RouteOptions,
): RouteObject => ({
  path: route.path,
  handle: routeHandle(route),
  ErrorBoundary: RouteError,
  loader: pageLoader(route, store, options),
  lazy: async () => ({ Component: (await route.load()).Component }),
});

/** The route tree; with a store, routes prefetch their data from their loaders. */
export const createRoutes = (store?: AppStore, options: RouteOptions = {}): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Nothing renders until the first page's lazy module is in (a few ms after the entry chunk); no warning.
    HydrateFallback: () => null,
    // The shell's own call starts with the page's, so the first render has the navigation's categories.
    loader: dataLoader({ prefetch: prefetchShell }, store, options),
    // Once, on the first page: the shell's query hooks keep the categories fresh from then on, and a
    // loader on every search change would put each in-page navigation (a sort, a page) through loading.
    shouldRevalidate: () => false,
    children: [
      ...pageRoutes.map((route) => toRouteObject(route, store, options)),
      { path: '*', handle: { title: 'Page Not Found' }, lazy: () => import('./not-found-page') },
    ],
  },
];

export const createAppRouter = (store: AppStore) => createBrowserRouter(createRoutes(store));

/**
 * Starts downloading the lazy page of the address the app opens on (src/main.tsx calls it right
 * after the entry's evaluation); the router would ask for it only once the store and the router
 * exist. A guarded page is left to its guard. The router's own import then joins this one.
 */
export const preloadFirstPage = (pathname: string): void => {
  // The first route whose pattern matches: no two patterns of the table match the same path, so this
  // is the router's choice without ranking the whole table (a long task on a slow phone).
  const page = pageRoutes.find((route) => matchPath(route.path, pathname));
  // A failure shows when the router imports the page (its error boundary).
  if (page && !page.guarded) page.load().catch(() => undefined);
};
