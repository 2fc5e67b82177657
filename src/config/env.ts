/**
 * Every setting the browser reads, resolved once. Defaults point at the local API so a fresh
 * clone works with no .env; a deployment overrides them at build time (see .env.example).
 */
const raw = import.meta.env;

const text = (value: string | undefined, fallback = ''): string => value?.trim() || fallback;
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export const env = {
  apiBaseUrl: withoutTrailingSlash(text(raw.VITE_API_BASE_URL, 'http://localhost:5013')),
  siteBaseUrl: withoutTrailingSlash(
    text(raw.VITE_SITE_BASE_URL, typeof window === 'undefined' ? '' : window.location.origin),
  ),
  phoneTollFree: text(raw.VITE_PHONE_TOLL_FREE),
  phoneInternational: text(raw.VITE_PHONE_INTERNATIONAL),
  homeCarouselSlugs: [
    text(raw.VITE_HOME_CAROUSEL_SLUG_1),
    text(raw.VITE_HOME_CAROUSEL_SLUG_2),
  ] as const,
  loyaltyScriptUrl: text(raw.VITE_LOYALTY_SCRIPT_URL),
  loyaltySiteToken: text(raw.VITE_LOYALTY_SITE_TOKEN),
  loyaltySignUrl: text(raw.VITE_LOYALTY_SIGN_URL),
  paypalClientId: text(raw.VITE_PAYPAL_CLIENT_ID),
  googlePayMerchantId: text(raw.VITE_GOOGLE_PAY_MERCHANT_ID),
  googlePayGateway: text(raw.VITE_GOOGLE_PAY_GATEWAY, 'authorizenet'),
  googlePayGatewayMerchantId: text(raw.VITE_GOOGLE_PAY_GATEWAY_MERCHANT_ID),
  reviewWidgetScriptUrl: text(raw.VITE_REVIEW_WIDGET_SCRIPT_URL),
  marketingScriptUrl: text(raw.VITE_MARKETING_SCRIPT_URL),
  affiliateUrl: text(raw.VITE_AFFILIATE_URL),
  ipEchoUrl: text(raw.VITE_IP_ECHO_URL, 'http://localhost:5013/__ext/ipify'),
  geolocationUrl: withoutTrailingSlash(
    text(raw.VITE_GEOLOCATION_URL, 'http://localhost:5013/__ext/ipapi'),
  ),
} as const;

export type Env = typeof env;
