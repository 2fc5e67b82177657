import type { Db } from '../store/types';
import {
  seedBillingAccounts,
  seedOrders,
  seedPoints,
  seedReferrals,
  seedShippingAddresses,
  seedUsers,
} from './accounts';
import { seedCategories, seedProducts, seedTags } from './catalog';
import { seedBlogCategories, seedBlogs } from './blog';
import { seedContent, seedPageMeta, seedSlider } from './content';
import { seedCountries, seedStates } from './geo';
import {
  seedClaimedRewards,
  seedEarningClaims,
  seedEarnings,
  seedPromoCodes,
  seedRewards,
} from './loyalty';
import { seedGallery, seedVideos } from './media';
import { seedFaq, seedStaticPageMeta, seedStaticPages } from './pages';
import { seedRetailers } from './retailers';
import { seedTestimonials } from './testimonials';

// 2: passwords stored as scrypt hashes (`password_hash`); an older data file is reseeded.
// 3: random bearer tokens, one per sign-in (`tokens`); an older data file is reseeded.
export const DB_VERSION = 3;

export type SeedOptions = {
  /** Catalogue size: the 40 products, or more with copies of them (the bench's cost-growth case). */
  products?: number;
};

/** A fresh, deterministic database (no randomness, no clock reads). */
export const buildSeed = ({ products }: SeedOptions = {}): Db => {
  const db: Db = {
    version: DB_VERSION,
    counters: {},
    products: seedProducts(products),
    categories: seedCategories(),
    tags: seedTags(),
    users: seedUsers(),
    carts: [],
    promoCodes: seedPromoCodes(),
    rewards: seedRewards(),
    claimedRewards: seedClaimedRewards(),
    earnings: seedEarnings(),
    earningClaims: seedEarningClaims(),
    points: seedPoints(),
    referrals: seedReferrals(),
    submissions: [],
    countries: seedCountries(),
    states: seedStates(),
    shippingAddresses: seedShippingAddresses(),
    billingAccounts: seedBillingAccounts(),
    orders: seedOrders(),
    retailers: seedRetailers(),
    content: { ...seedContent(), ...seedStaticPages() },
    pageMeta: { ...seedPageMeta(), ...seedStaticPageMeta() },
    slider: seedSlider(),
    videos: seedVideos(),
    gallery: seedGallery(),
    faq: seedFaq(),
    testimonials: seedTestimonials(),
    blogs: seedBlogs(),
    blogCategories: seedBlogCategories(),
  };
  // Cart line ids start high so they never look like product ids (Quick Checkout sends line ids as product_id).
  db.counters = {
    users: Math.max(...db.users.map((u) => u.id)),
    carts: 100,
    cartLines: 10000,
    shippingAddresses: Math.max(...db.shippingAddresses.map((a) => a.id)),
    billingAccounts: Math.max(...db.billingAccounts.map((a) => a.id)),
    orders: Math.max(...db.orders.map((o) => o.id)),
    points: Math.max(...db.points.map((p) => p.id)),
    claimedRewards: Math.max(...db.claimedRewards.map((c) => c.id)),
    referrals: Math.max(...db.referrals.map((r) => r.id)),
    submissions: 0,
  };
  return db;
};
