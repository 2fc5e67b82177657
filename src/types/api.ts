/**
 * Entities of the REST API, field names exactly as the spec writes them (typos included).
 * Fields marked "real API" come from ../shared/guides/api-notes.md: the real server sends them
 * beyond the spec, so they are optional and a page must work without them.
 * The local API (local-api/) imports these types; src/ never imports local-api.
 */

/** Prices arrive as numbers or numeric strings; read them through lib/money.ts. */
export type Price = number | string;
export type Flag = 0 | 1;

// ---------- Catalogue ----------

export type ProductBadge = { badge_image?: string; description?: string };
export type SmartSaving = { message: string };

export type Product = {
  id: number;
  product_name: string;
  product_url: string;
  image: string;
  map_price: Price;
  sell_price: Price;
  you_save?: string | null;
  min_quantity?: number | null;
  item_code?: string | null;
  category_title?: string;
  /** real API */
  product_badge?: ProductBadge[];
  /** real API */
  smart_saving?: SmartSaving[];
};

export type NutritionLineItem = {
  name: string;
  amount?: string | null;
  value?: string | null;
  not_established?: boolean | Flag | null;
};

export type ProductNutrition = {
  show_nutrition_label: Flag | boolean;
  nutrition_label_text?: string | null;
  serving_per_container?: string | number | null;
  serving_size?: string | null;
  calories_per_serving?: string | number | null;
  calories_from_fat?: string | number | null;
  line_item_options?: NutritionLineItem[];
  /** real API (HTML) */
  ingredients?: string | null;
};

export type CategoryRef = { id: number; category_title: string };
export type TagRef = { id: number; name: string };

export type ProductAddon = {
  id: number;
  product_name: string;
  product_url: string;
  quantity_size?: string | null;
  sell_price?: Price;
  image?: string;
};

export type ProductDetail = Product & {
  product_descriptor?: string | null;
  quantity_size?: string | null;
  sku?: string | null;
  categories?: CategoryRef[];
  tags?: TagRef[];
  product_addons?: ProductAddon[];
  related_products?: Product[];
  product_description?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keyword?: string | null;
  meta_og_title?: string | null;
  meta_og_url?: string | null;
  meta_og_image?: string | null;
  seoObject?: Record<string, unknown> | null;
  price?: Price;
  product_nutrition?: ProductNutrition | null;
};

export type Category = { id: number; category_title: string; products?: Product[] };
export type CategoryWithProducts = { id?: number; category_title: string; products: Product[] };
export type TagWithProducts = { id?: number; name: string; products: Product[] };

export const SORT_OPTIONS = [
  'highest_price',
  'lowest_price',
  'best_sales',
  'lowest_sales',
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
export type ProductFilter = 'top' | 'hot-products' | 'upsell';

// ---------- Identity ----------

/** GET /auth/user: the real API answers one object; the spec calls it a list (api-notes 3.2). */
export type UserSummary = {
  id?: number;
  email?: string;
  first_name?: string;
  last_name?: string;
  /** the header cart count */
  cart?: number;
  pointsTotal?: number;
  total_points?: number;
  /** ours: the e-mail preferences, when the API sends them (else both read as checked) */
  news_letter?: boolean;
  review_product?: boolean;
};

export type LoginPayload = { email: string; password: string; ip: string };
export type LoginResponse = { message?: string; token?: string; role?: number | string };

export type HowToKnow = string;
export type RegistrationPayload = {
  email: string;
  password: string;
  confirm_password: string;
  first_name: string;
  last_name: string;
  how_to_know: HowToKnow;
  /** real API: free text when how_to_know is "other" */
  specify_other?: string;
  subscription: boolean;
  privacy_policy: boolean;
  receive_update: boolean;
};

export type GuestRegisterPayload = { email: string; ip: string };
export type GuestRegisterResponse = { message?: string; token?: string; role?: number | string };

export type MessageResponse = { message?: string; status?: number | boolean; success?: boolean };

// ---------- Cart and promo ----------

export type CartItem = {
  id: number;
  product_id?: number;
  product_name: string;
  image: string;
  qty: number;
  sub_total: Price;
  /** real API: the line shows the unit price */
  price_per_product?: Price;
  product_url?: string;
};

export type Cart = {
  id?: number;
  items: CartItem[];
  total: Price;
  discount?: Price | null;
  promo?: string | null;
  accept_promo?: boolean;
  message?: string | null;
  related_products?: Product[];
  first_name?: string;
  email?: string;
  pointsTotal?: number;
  total_points?: number;
  /** checkout view: eligible for auto-ship */
  auto_ship?: boolean;
  /** real API */
  sub_total?: Price;
  /** real API (HTML) */
  shipping_message?: string | null;
  /** real API */
  is_customer?: boolean;
  /** real API */
  auto_ship_amount?: Price;
  /** real API: the spec's freeShipping flag, read from the cart */
  free_shipping?: boolean;
  freeShipping?: boolean;
};

export type CartItemToSave = { product_id: number; checked: boolean; qty: number };
export type AddToCartPayload = { product_id: number; qty: number } | { items: CartItemToSave[] };
export type GuestAddToCartPayload = { product_id: number; qty: number; ip: string };
export type CartQuantityAction = 'increase' | 'decrease';

export type ApplyPromoPayload =
  | { promoCode_type: 'NORMAL'; promo: string }
  | {
      promoCode_type: 'LL';
      promo: string;
      reward_id: number | string;
      discount_amount: number;
      discount_type: string;
    };

// ---------- Content ----------

export type SliderItem = {
  id: number;
  type: 'video' | string;
  file: string;
  product_link?: string | null;
  /** real API: used below 480 px */
  mobile_url?: string | null;
};

export type ContentBlock = {
  title?: string;
  description?: string;
  btn_name?: string;
  btn_link?: string;
  image_1?: string;
  image_2?: string;
  image_3?: string;
};

export type PageMeta = {
  PageMetaTitle?: string;
  PageShowMETA?: Flag | string;
  PageMetaDesc?: string;
  PageMetaKeywords?: string;
  PageOGTitle?: string;
  PageOGType?: string;
  PageOGURL?: string;
  PageOGImage?: string;
};

export type StaticPage = { title: string; description: string };

// ---------- Visitor location ----------

export type VisitorLocation = {
  ip: string;
  network?: string;
  version?: string;
  city?: string;
  region?: string;
  region_code?: string;
  country?: string;
  country_name?: string;
  country_code?: string;
  country_code_iso3?: string;
  country_capital?: string;
  country_tld?: string;
  continent_code?: string;
  in_eu?: boolean;
  postal?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
  utc_offset?: string;
  country_calling_code?: string;
  currency?: string;
  currency_name?: string;
  languages?: string;
  country_area?: number;
  country_population?: number;
  asn?: string;
  org?: string;
};

// ---------- Loyalty and referral ----------

export type EarningOpportunity = {
  id: number;
  type: string;
  icon?: string;
  points: number;
  link?: string | null;
  platform?: string | null;
  status?: Flag | number;
};
export type Reward = {
  id: number;
  heading: string;
  require_points: number;
  /** real API (LL promo): the reward's discount */
  discount_amount?: number;
  /** 'flat' or 'percentage' */
  discount_type?: string;
};
export type ActivityRow = {
  date: string;
  action: string;
  points: number;
  status: Flag | number;
  type?: string;
};
export type Referral = { code?: string; message?: string; success?: boolean };
export type NewsletterSignup = { first_name: string; last_name: string; email: string };
export type BirthdayEntry = {
  day: number | string;
  month: number | string;
  year: number | string;
  earning_id: number;
};
export type VoucherResponse = { message?: string; voucher?: string };

// ---------- Checkout, addresses, payment accounts ----------

export type ShippingAddress = {
  id: number;
  first_name: string;
  last_name: string;
  company?: string | null;
  email: string;
  phone: string;
  address: string;
  city: string;
  state_id: number | string;
  country_id: number | string;
  postal_code: string;
  is_primary: Flag | number;
  is_usa?: Flag | number;
  /** present on some responses (api-notes 3.6) */
  state_name?: string;
  country_name?: string;
};

export type ShippingAddressInput = Omit<
  ShippingAddress,
  'id' | 'is_primary' | 'is_usa' | 'state_name' | 'country_name'
> & {
  id?: number;
  is_primary?: Flag;
};

/** A server `errors` field: text, lines, or lines by field name. */
export type ServerErrors = Record<string, string[] | string> | string[] | string;

export type AddAddressResponse = {
  message?: string;
  errors?: ServerErrors;
  data?: ShippingAddress;
  freeShipping?: boolean;
};

export type BillingAccount = {
  id: number;
  first_name: string;
  last_name: string;
  company?: string | null;
  address: string;
  city: string;
  postal_code: string;
  phone: string;
  email: string;
  is_primary: Flag | number;
  /** masked on the way back from the server */
  card_number?: string;
  expiry_date?: string;
  year?: string;
  state_id?: number | string;
  country_id?: number | string;
};

export type PaymentAccountInput = {
  id?: number;
  first_name: string;
  last_name: string;
  company?: string;
  address: string;
  city: string;
  state_id?: number | string;
  country_id?: number | string;
  postal_code: string;
  phone: string;
  email: string;
  card_number: string;
  expiry_date: string;
  year: string;
};

export type Country = { id: number; name: string; code?: string };
export type State = { id: number; name: string; code?: string; country_id?: number };

export type ShippingRate = {
  shipping_service_rate: number;
  /** real API */
  standard_shipping?: Price | string;
  /** real API */
  autoShipMessage?: string;
  /** read by the checkout page for the free-shipping display */
  freeShipping?: boolean;
};

export type AutoShipFrequency = { freqType: 'w' | 'm'; freq: string };

export type PaymentMethod =
  'credit_card' | 'paypal' | 'cmo' | 'coinbase' | 'credits' | 'net_thirty' | '';

export type CheckoutPayload = {
  first_name: string;
  last_name: string;
  transaction_token: string;
  ip: string;
  billing_id: number | null;
  comments: string;
  auto_ship_doration: AutoShipFrequency | '';
  auto_shipping: boolean;
  tax_amount: number;
  refferal_code: string;
  new_credit_card: boolean;
  shipping_id: number;
  discount_amount: number;
  shipping_fee: number;
  total_amount: number;
  address: string;
  city: string;
  state_id: number | string;
  country_id: number | string;
  same_as_shipping_address: boolean;
  postal_code: string;
  phone: string;
  company: string;
  email: string;
  type: 'shipping';
  payment_method: PaymentMethod;
  payment_status: string;
  order_status: 'processing';
  card_number: string;
  card_name: string;
  expiry_date: string;
  cvv: string;
  cmo: boolean;
  coinbase: boolean;
  credits: boolean;
  net_thirty: boolean;
  /** Every method but credit_card (api-notes 3.5): the account credit left after the order, and before it. */
  points?: number;
  total_points?: number;
  /** Ours (decision 031): one per order attempt, the same for each retry of it, so the API places it once. */
  idempotency_key: string;
};

export type CheckoutResponse = { message?: string; order_id?: number; status?: number | boolean };
export type CoinbaseResponse = { status?: boolean; hosted_url?: string; message?: string };

// ---------- Orders ----------

export type OrderListItem = {
  id: number;
  created_at: string;
  first_name: string;
  last_name: string;
  total_amount: Price;
  phone?: string;
  payment_status: string;
  payment_method: string;
  order_status: string;
  discount_amount?: Price;
  /** shown in the Source column when present */
  source?: string;
  /** The order attempt's key sent with POST /checkout (README: the real API must return it). */
  idempotency_key?: string;
};

export type OrderProduct = {
  id?: number;
  product_name: string;
  quantity: number;
  price: Price;
  subtotal?: Price;
};

export type OrderShippingAddress = {
  address?: string;
  shipping_city?: string;
  city?: string;
  state_name?: string;
  country_name?: string;
  phone?: string;
  email?: string;
};

export type OrderDetail = {
  id: number;
  user_id?: number;
  CartCheckoutDate: string;
  shipping_date?: string | null;
  shipping_email?: string;
  shipping_first_name?: string;
  shipping_last_name?: string;
  shipping_address?: OrderShippingAddress;
  products: OrderProduct[];
  promo?: string | null;
  CartOrderType?: string;
  payment_method?: string;
  payment_card?: string | null;
  sub_total: Price;
  shipping_fee: Price;
  tax_amount: Price;
  total_amount: Price;
  /** real API extras the list also carries */
  discount_amount?: Price;
  payment_status?: string;
  order_status?: string;
  /** The order attempt's key sent with POST /checkout (README: the real API must return it). */
  idempotency_key?: string;
};

// ---------- Account ----------

export type BasicInfo = {
  first_name: string;
  last_name: string;
  email: string;
  new_password?: string;
  confirm_password?: string;
  existing_password?: string;
};
export type EmailPreferences = { email?: string; news_letter: boolean; review_product: boolean };

/** POST /update/basic-information and /update/email-preferences: `status` truthy is success (api-notes 3.2). */
export type AccountUpdateResponse = {
  status?: number | boolean;
  message?: string;
  errors?: ServerErrors;
};

/** GET /get/credits/total (real API, api-notes 3.5): account credit in $ and whether Net 30 is allowed. */
export type CreditsTotal = { status?: number | boolean; data: number; net_thirty: boolean };

/** POST /password/forget and /password/reset (real API, multipart; api-notes 3.2). */
export type PasswordResetPayload = {
  otp: string;
  email: string;
  password: string;
  confirmPassword: string;
};
export type PasswordResetResponse = { status?: number | boolean; message?: string };

// ---------- Retailers, blogs, media, FAQ, forms ----------

export type Retailer = {
  first_name: string;
  last_name: string;
  phone?: string;
  website_url?: string;
  email?: string;
};
/** The real API may also say which page it answered and its page size (the local one does). */
export type RetailerSearch = {
  data: Retailer[];
  total_pages: number;
  current_page?: number;
  per_page?: number;
};
export type RetailerSearchParams = {
  country_id: string;
  state_id: string;
  page: number;
  zip_code: string;
};
/** The 'Let us know' store suggestion (api-notes 3.9: POST /retailer). */
export type RetailerSuggestion = { store_name: string; location: string; contact: string };
/** `status` truthy is success, else `errors`. */
export type RetailerSuggestionResponse = {
  status?: number | boolean;
  message?: string;
  errors?: ServerErrors;
};

export type BlogCategory = { id: number; category_name: string; category_slug?: string };
export type Blog = {
  slug: string;
  blog_title: string;
  image: string;
  date: string;
  body: string;
  blog_categories: BlogCategory[];
  product_name?: string;
};

export type Faq = { id: number; question: string; answer: string };
export type ContactPayload = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
};
export type Video = { id: number; title: string; link: string };
export type GalleryImage = { image: string; image_url?: string };

export type Testimonial = {
  description: string;
  rating: number;
  file_type?: 'mp3' | 'mp4' | string | null;
  audio?: string | null;
  video?: string | null;
  name?: string | null;
};
export type FeedbackPayload = {
  review: string;
  video: string;
  audio: string;
  file_type: string;
  rating: number;
};
/** The upload script's answer; `message` explains a refusal (status false). */
export type UploadResponse = {
  status: boolean;
  file?: string;
  file_type?: string;
  message?: string;
};

export type WholesaleApplication = {
  company_name: string;
  store_type: string;
  experience: string;
  interest_in_product: string;
  first_name: string;
  last_name: string;
  job_title: string;
  area_code: string;
  phone_number: string;
  email: string;
  website: string;
  street_address: string;
  street_address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  country_id: string;
  selling_plane: string;
  signature_first_name: string;
  signature_last_name: string;
  signature_date: string;
};
/** The mail script's answer: body `status` 200 is success, else `errors` (api-notes 3.9). */
export type MailResponse = {
  status?: number | boolean;
  message?: string;
  errors?: ServerErrors;
};

/** Loyalty auth value signed by the server (the secret never reaches the browser). */
export type LoyaltySignature = { timestamp: string; auth: string };
