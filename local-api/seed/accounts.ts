import type {
  BillingAccountRecord,
  OrderRecord,
  PointsEntry,
  ReferralRecord,
  ShippingAddressRecord,
  UserRecord,
} from '../store/types';
import { ONTARIO_STATE_ID, TEXAS_STATE_ID, US_COUNTRY_ID, CANADA_COUNTRY_ID } from './geo';
import { DEMO_USERS } from './users';

const SEED_DATE = '2024-09-01T10:00:00.000Z';

export const seedUsers = (): UserRecord[] =>
  Object.values(DEMO_USERS).map((user) => ({
    id: user.id,
    email: user.email,
    password: user.password,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    token: user.token,
    is_guest: false,
    referral_code: user.referral_code,
    how_to_know: 'google',
    subscription: true,
    receive_update: true,
    news_letter: true,
    review_product: true,
    phone: user.role === 2 ? '916-555-0188' : '512-555-0142',
    birthday: null,
    credits: user.role === 2 ? 250 : 0,
    net_thirty: user.role === 2,
    referred_by: null,
    created_at: SEED_DATE,
  }));

const customer = DEMO_USERS.customer;
const wholesale = DEMO_USERS.wholesale;

export const seedShippingAddresses = (): ShippingAddressRecord[] => [
  {
    id: 1,
    user_id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: 'Ada Wellness LLC',
    email: customer.email,
    phone: '512-555-0142',
    address: '1200 Congress Ave',
    city: 'Austin',
    state_id: TEXAS_STATE_ID,
    country_id: US_COUNTRY_ID,
    postal_code: '78701',
    is_primary: 1,
    is_usa: 1,
    state_name: 'Texas',
    country_name: 'United States',
  },
  {
    id: 2,
    user_id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: null,
    email: customer.email,
    phone: '416-555-0199',
    address: '88 Queen St W',
    city: 'Toronto',
    state_id: ONTARIO_STATE_ID,
    country_id: CANADA_COUNTRY_ID,
    postal_code: 'M5H 2N2',
    is_primary: 0,
    is_usa: 0,
    state_name: 'Ontario',
    country_name: 'Canada',
  },
  {
    id: 3,
    user_id: wholesale.id,
    first_name: wholesale.first_name,
    last_name: wholesale.last_name,
    company: 'Rita Natural Foods',
    email: wholesale.email,
    phone: '916-555-0188',
    address: '500 J St',
    city: 'Sacramento',
    state_id: 3904,
    country_id: US_COUNTRY_ID,
    postal_code: '95814',
    is_primary: 1,
    is_usa: 1,
    state_name: 'California',
    country_name: 'United States',
  },
];

/** Saved cards are stored masked only: the full number never exists in the local API. */
export const seedBillingAccounts = (): BillingAccountRecord[] => [
  {
    id: 1,
    user_id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company: 'Ada Wellness LLC',
    address: '1200 Congress Ave',
    city: 'Austin',
    postal_code: '78701',
    phone: '512-555-0142',
    email: customer.email,
    is_primary: 1,
    card_number: '**** **** **** 1111',
    expiry_date: '12/28',
    year: '2028',
    state_id: TEXAS_STATE_ID,
    country_id: US_COUNTRY_ID,
  },
];

const texasAddress = {
  address: '1200 Congress Ave',
  shipping_city: 'Austin',
  city: 'Austin',
  state_name: 'Texas',
  country_name: 'United States',
  phone: '512-555-0142',
  email: customer.email,
};

export const seedOrders = (): OrderRecord[] => [
  {
    id: 1001,
    user_id: customer.id,
    email: customer.email,
    created_at: '2024-11-05T15:20:00.000Z',
    CartCheckoutDate: '2024-11-05T15:20:00.000Z',
    shipping_date: '2024-11-06T18:00:00.000Z',
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: '512-555-0142',
    shipping_email: customer.email,
    shipping_first_name: customer.first_name,
    shipping_last_name: customer.last_name,
    shipping_address: texasAddress,
    shipping_id: 1,
    billing_id: 1,
    products: [
      { id: 376, product_name: 'California Bitter Raw Apricot Seeds 32 oz', quantity: 1, price: 49.99, subtotal: 49.99 },
      { id: 1, product_name: 'Apricot Seed Sampler', quantity: 1, price: 19.99, subtotal: 19.99 },
    ],
    promo: null,
    CartOrderType: 'One Time',
    payment_method: 'credit_card',
    payment_card: '**** **** **** 1111',
    payment_status: 'paid',
    order_status: 'completed',
    discount_amount: 0,
    sub_total: 69.98,
    shipping_fee: 0,
    tax_amount: 0,
    total_amount: 69.98,
    source: 'Website',
    points_earned: 345,
  },
  {
    id: 1002,
    user_id: customer.id,
    email: customer.email,
    created_at: '2025-02-14T09:45:00.000Z',
    CartCheckoutDate: '2025-02-14T09:45:00.000Z',
    shipping_date: null,
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: '512-555-0142',
    shipping_email: customer.email,
    shipping_first_name: customer.first_name,
    shipping_last_name: customer.last_name,
    shipping_address: texasAddress,
    shipping_id: 1,
    billing_id: 1,
    products: [
      { id: 705, product_name: 'Apricot Seed Capsules', quantity: 2, price: 29.99, subtotal: 59.98 },
      { id: 965, product_name: 'AP-Fuel - Mushroom Coffee Mix', quantity: 1, price: 29.99, subtotal: 29.99 },
    ],
    promo: 'FIVEOFF',
    CartOrderType: 'Auto-Ship',
    payment_method: 'credit_card',
    payment_card: '**** **** **** 1111',
    payment_status: 'paid',
    order_status: 'processing',
    discount_amount: 5,
    sub_total: 89.97,
    shipping_fee: 0,
    tax_amount: 0,
    total_amount: 84.97,
    auto_shipping: true,
    auto_ship_doration: { freqType: 'm', freq: '1' },
    source: 'Website',
    points_earned: 420,
  },
];

/** Customer balance: 100 + 345 + 420 + 50 + 1000 - 500 = 1415 approved (the review is pending). */
export const seedPoints = (): PointsEntry[] => [
  { id: 1, user_id: customer.id, date: '2024-09-01', action: 'Signed up', points: 100, status: 1, type: 'signup' },
  { id: 2, user_id: customer.id, date: '2024-11-05', action: 'Make A Purchase (order #1001)', points: 345, status: 1, type: 'purchase' },
  { id: 3, user_id: customer.id, date: '2024-12-01', action: 'Like on Facebook', points: 50, status: 1, type: 'facebook' },
  { id: 4, user_id: customer.id, date: '2025-01-10', action: 'Reffer A Friend (friend@example.com)', points: 1000, status: 1, type: 'referral' },
  { id: 5, user_id: customer.id, date: '2025-01-20', action: 'Redeemed: $5 off your order', points: -500, status: 1, type: 'redeem' },
  { id: 6, user_id: customer.id, date: '2025-02-14', action: 'Make A Purchase (order #1002)', points: 420, status: 1, type: 'purchase' },
  { id: 7, user_id: customer.id, date: '2025-02-20', action: 'Write A Review', points: 100, status: 0, type: 'review' },
  { id: 8, user_id: wholesale.id, date: '2024-09-01', action: 'Signed up', points: 100, status: 1, type: 'signup' },
];

export const CUSTOMER_POINTS = 1415;

export const seedReferrals = (): ReferralRecord[] => [
  { id: 1, referrer_id: customer.id, email: 'friend@example.com', code: customer.referral_code, created_at: '2025-01-02T12:00:00.000Z' },
];
