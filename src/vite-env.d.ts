/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SITE_BASE_URL?: string;
  readonly VITE_PHONE_TOLL_FREE?: string;
  readonly VITE_PHONE_INTERNATIONAL?: string;
  readonly VITE_HOME_CAROUSEL_SLUG_1?: string;
  readonly VITE_HOME_CAROUSEL_SLUG_2?: string;
  readonly VITE_LOYALTY_SCRIPT_URL?: string;
  readonly VITE_LOYALTY_SITE_TOKEN?: string;
  readonly VITE_LOYALTY_SIGN_URL?: string;
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  readonly VITE_GOOGLE_PAY_ENVIRONMENT?: string;
  readonly VITE_GOOGLE_PAY_MERCHANT_ID?: string;
  readonly VITE_GOOGLE_PAY_GATEWAY?: string;
  readonly VITE_GOOGLE_PAY_GATEWAY_MERCHANT_ID?: string;
  readonly VITE_BITCOIN_PAYMENT_HOST?: string;
  readonly VITE_IDEMPOTENCY_HEADER?: string;
  readonly VITE_REVIEW_WIDGET_SCRIPT_URL?: string;
  readonly VITE_MARKETING_SCRIPT_URL?: string;
  readonly VITE_AFFILIATE_URL?: string;
  readonly VITE_AFFILIATE_EMAIL?: string;
  readonly VITE_WHOLESALE_MAIL_URL?: string;
  readonly VITE_IP_ECHO_URL?: string;
  readonly VITE_GEOLOCATION_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
