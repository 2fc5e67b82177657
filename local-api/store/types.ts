import type {
  BillingAccount,
  Blog,
  BlogCategory,
  CategoryRef,
  ContentBlock,
  Country,
  EarningOpportunity,
  Faq,
  GalleryImage,
  OrderDetail,
  OrderListItem,
  PageMeta,
  ProductBadge,
  ProductNutrition,
  Retailer,
  ShippingAddress,
  SliderItem,
  SmartSaving,
  State,
  StaticPage,
  TagRef,
  Testimonial,
  Video,
} from '../../src/types/api';

/** A catalogue record. Prices are numbers; `image` is a path ('/images/...') made absolute per request. */
export type ProductRecord = {
  id: number;
  product_name: string;
  product_url: string;
  image: string;
  map_price: number;
  sell_price: number;
  min_quantity: number;
  item_code: string;
  sku: string;
  product_descriptor: string;
  quantity_size: string;
  category_id: number;
  /** extra categories beyond the primary one (bundles etc.) */
  extra_category_ids: number[];
  tag_ids: number[];
  /** products of one family are each other's product_addons (other sizes) */
  family: string;
  related_ids: number[];
  product_description: string;
  /** units sold: drives best_sales / lowest_sales */
  sales: number;
  top: boolean;
  hot: boolean;
  upsell: boolean;
  product_nutrition: ProductNutrition | null;
  smart_saving?: SmartSaving[];
  product_badge?: ProductBadge[];
};

export type UserRecord = {
  id: number;
  email: string;
  /** scrypt hash (store/passwords.ts), never the password; null for guest accounts (created by e-mail + IP) */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: number;
  /** Open sessions' bearer tokens: random, one per sign-in (a seeded demo user starts with its demo token). */
  tokens: string[];
  is_guest: boolean;
  referral_code: string;
  how_to_know?: string;
  specify_other?: string;
  subscription?: boolean;
  receive_update?: boolean;
  news_letter: boolean;
  review_product: boolean;
  phone?: string;
  birthday?: { day: number; month: number; year: number } | null;
  /** account credit in $ (real API /get/credits/total) */
  credits: number;
  /** wholesale accounts may pay net 30 */
  net_thirty: boolean;
  referred_by?: string | null;
  created_at: string;
  /** An open password reset (POST /password/forget): the e-mailed code, its expiry and wrong tries. */
  password_reset?: { code: string; expires_at: string; attempts: number } | null;
};

export type CartLineRecord = { id: number; product_id: number; qty: number };

export type AppliedPromo = {
  code: string;
  type: 'NORMAL' | 'LL';
  /** claimed-reward id for LL vouchers */
  reward_id?: number | null;
};

export type CartOwner = { user_id: number } | { ip: string };

export type CartRecord = {
  id: number;
  owner: CartOwner;
  items: CartLineRecord[];
  promo: AppliedPromo | null;
  refferal_code: string | null;
  updated_at: string;
};

export type PromoCodeRecord = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  /** ISO date; the code is expired when now is after it */
  expires_at: string | null;
  active: boolean;
  description: string;
};

export type RewardRecord = {
  id: number;
  heading: string;
  require_points: number;
  discount_amount: number;
  discount_type: 'flat' | 'percentage';
};

export type ClaimedRewardRecord = {
  /** the claimed-reward id the client sends as reward_id */
  id: number;
  user_id: number;
  reward_id: number;
  voucher: string;
  used: boolean;
  created_at: string;
};

/** One row of a user's points history (GET /recent/activity). */
export type PointsEntry = {
  id: number;
  user_id: number;
  date: string;
  action: string;
  points: number;
  /** 1 approved, 0 pending */
  status: 0 | 1;
  type: string;
};

export type EarningClaim = { user_id: number; earning_id: number; date: string };

export type ReferralRecord = {
  id: number;
  referrer_id: number | null;
  email: string;
  code: string;
  created_at: string;
};

export type SubmissionRecord = {
  id: number;
  kind: 'newsletter' | 'contact' | 'retailer' | 'testimonial' | 'wholesale';
  data: Record<string, unknown>;
  created_at: string;
};

export type ShippingAddressRecord = ShippingAddress & { user_id: number };
export type BillingAccountRecord = BillingAccount & { user_id: number };

export type OrderRecord = OrderListItem &
  OrderDetail & {
    user_id: number;
    email: string;
    shipping_id: number | null;
    billing_id?: number | null;
    auto_shipping?: boolean;
    auto_ship_doration?: { freqType: 'w' | 'm'; freq: string } | '';
    comments?: string;
    refferal_code?: string | null;
    points_earned?: number;
    /** Account credit taken off the balance; the rest of total_amount was due with payment_method. */
    credits_used?: number;
  };

export type RetailerRecord = Retailer & { country_id: number; state_id: number; zip_code: string };

/** Everything the local API knows. Serialised as-is to the JSON data file in server mode. */
export type Db = {
  version: number;
  counters: Record<string, number>;
  products: ProductRecord[];
  categories: CategoryRef[];
  tags: TagRef[];
  users: UserRecord[];
  carts: CartRecord[];
  promoCodes: PromoCodeRecord[];
  rewards: RewardRecord[];
  claimedRewards: ClaimedRewardRecord[];
  earnings: EarningOpportunity[];
  earningClaims: EarningClaim[];
  points: PointsEntry[];
  referrals: ReferralRecord[];
  submissions: SubmissionRecord[];
  countries: Country[];
  states: State[];
  shippingAddresses: ShippingAddressRecord[];
  billingAccounts: BillingAccountRecord[];
  orders: OrderRecord[];
  retailers: RetailerRecord[];
  content: Record<string, ContentBlock[] | StaticPage>;
  pageMeta: Record<string, PageMeta>;
  slider: SliderItem[];
  videos: Video[];
  gallery: GalleryImage[];
  faq: Faq[];
  testimonials: Testimonial[];
  blogs: Blog[];
  blogCategories: BlogCategory[];
};
