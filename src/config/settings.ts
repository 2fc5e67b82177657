/**
 * The shop's settings from the VITE_* keys and their defaults, as a pure function of the raw keys.
 * The bundle reads them through src/config/env.ts (import.meta.env); the serving config
 * (scripts/serving-config.ts: CSP, nginx, preview headers) reads the same keys through this function,
 * so the policy always names the hosts the bundle talks to.
 */
import { resolveStaticPageIds } from './static-pages.ts';

export type RawSettings = Readonly<Record<string, unknown>>;

export const GOOGLE_PAY_ENVIRONMENTS = ['TEST', 'PRODUCTION'] as const;
export type GooglePayEnvironment = (typeof GOOGLE_PAY_ENVIRONMENTS)[number];

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const googlePayEnvironment = (value: string): GooglePayEnvironment =>
  GOOGLE_PAY_ENVIRONMENTS.find((known) => known === value.toUpperCase()) ?? 'TEST';

/** `origin` is the page's own origin (the default public address of the shop). */
export const resolveSettings = (raw: RawSettings, origin = '') => {
  const text = (key: string, fallback = ''): string => {
    const value = raw[key];
    return (typeof value === 'string' && value.trim()) || fallback;
  };
  const apiBaseUrl = withoutTrailingSlash(text('VITE_API_BASE_URL', 'http://localhost:5013'));
  return {
    apiBaseUrl,
    siteBaseUrl: withoutTrailingSlash(text('VITE_SITE_BASE_URL', origin)),
    phoneTollFree: text('VITE_PHONE_TOLL_FREE', '1-800-000-0000'),
    phoneInternational: text('VITE_PHONE_INTERNATIONAL', '+1-555-000-0000'),
    /** Company contact on printable receipts. */
    companyName: text('VITE_COMPANY_NAME', 'Apricot Storefront'),
    companyAddress: text('VITE_COMPANY_ADDRESS', '1200 Orchard Way, Austin, TX 78701, USA'),
    companyEmail: text('VITE_COMPANY_EMAIL', 'support@apricot.test'),
    // {hash} and {token} of spec part 1 §2.3: products seeded in the local API by default.
    homeCarouselSlugs: [
      text('VITE_HOME_CAROUSEL_SLUG_1', '1-apricot-seed-sampler'),
      text('VITE_HOME_CAROUSEL_SLUG_2', '2-b17-vitamin-capsules'),
    ] as const,
    loyaltyScriptUrl: text('VITE_LOYALTY_SCRIPT_URL'),
    loyaltySiteToken: text('VITE_LOYALTY_SITE_TOKEN'),
    /** The server endpoint that signs the widget's auth value (the local API's signer by default). */
    loyaltySignUrl: text('VITE_LOYALTY_SIGN_URL', `${apiBaseUrl}/loyalty/sign`),
    paypalClientId: text('VITE_PAYPAL_CLIENT_ID'),
    /** Where PayPal's JS SDK is loaded from: PayPal's own when empty; a stand-in in the e2e build. */
    paypalSdkUrl: text('VITE_PAYPAL_SDK_URL'),
    googlePayEnvironment: googlePayEnvironment(text('VITE_GOOGLE_PAY_ENVIRONMENT')),
    googlePayMerchantId: text('VITE_GOOGLE_PAY_MERCHANT_ID'),
    googlePayGateway: text('VITE_GOOGLE_PAY_GATEWAY', 'authorizenet'),
    googlePayGatewayMerchantId: text('VITE_GOOGLE_PAY_GATEWAY_MERCHANT_ID'),
    /**
     * Where a Bitcoin charge's hosted_url may lead: a host (https only), or a URL prefix such as the
     * local API's stand-in. With no VITE_API_BASE_URL (the local API) the stand-in is the default.
     */
    bitcoinPaymentHost: text(
      'VITE_BITCOIN_PAYMENT_HOST',
      text('VITE_API_BASE_URL') ? 'commerce.coinbase.com' : `${apiBaseUrl}/__ext/coinbase`,
    ).toLowerCase(),
    /** Also send POST /checkout's idempotency key as a header: only for an API whose CORS allows it. */
    idempotencyHeader: text('VITE_IDEMPOTENCY_HEADER') === 'true',
    reviewWidgetScriptUrl: text('VITE_REVIEW_WIDGET_SCRIPT_URL'),
    marketingScriptUrl: text('VITE_MARKETING_SCRIPT_URL'),
    affiliateUrl: text('VITE_AFFILIATE_URL'),
    ipEchoUrl: text('VITE_IP_ECHO_URL', 'http://localhost:5013/__ext/ipify'),
    geolocationUrl: withoutTrailingSlash(
      text('VITE_GEOLOCATION_URL', 'http://localhost:5013/__ext/ipapi'),
    ),
    /** Feedback uploads (multipart file + type → status, file, file_type): the local API's stand-in by default. */
    uploadUrl: text('VITE_UPLOAD_URL', `${apiBaseUrl}/__ext/upload`),
    /** The wholesale application's mail script (multipart → body status 200): the local stand-in by default. */
    wholesaleMailUrl: text('VITE_WHOLESALE_MAIL_URL', `${apiBaseUrl}/__ext/mail`),
    /** Where affiliate applications are e-mailed (/affiliate-marketing builds a mailto: link). */
    affiliateEmail: text('VITE_AFFILIATE_EMAIL'),
    /** The recipe-contest cookbook PDF on /recipes-superfood (the local API serves a stand-in). */
    recipeCookbookUrl: text(
      'VITE_RECIPE_COOKBOOK_URL',
      `${apiBaseUrl}/downloads/recipe-contest-cookbook.pdf`,
    ),
    staticPageIds: resolveStaticPageIds(text('VITE_STATIC_PAGE_IDS')),
  };
};

export type Settings = ReturnType<typeof resolveSettings>;
