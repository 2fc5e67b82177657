import {
  entityOf,
  flag,
  id,
  isRecord,
  list,
  num,
  optBool,
  optEntity,
  optFlag,
  optional,
  optNum,
  optText,
  rows,
  text,
  toNumber,
  toText,
} from '@/api/schema';
import { maskCardNumber } from '@/lib/card';
import type {
  BillingAccount,
  Cart,
  CartItem,
  Category,
  CategoryRef,
  CategoryWithProducts,
  ContentBlock,
  Country,
  MessageResponse,
  NutritionLineItem,
  PageMeta,
  Product,
  ProductAddon,
  ProductBadge,
  ProductDetail,
  ProductNutrition,
  ShippingAddress,
  SliderItem,
  SmartSaving,
  State,
  TagRef,
  UserSummary,
} from './api';

/**
 * Answer schemas of the spec's shared entities, each checked against its type in ./api.ts (see
 * entityOf). Feature-only answers live in the feature's api.ts. Rules: src/api/schema.ts.
 */

/** Prices: numbers or numeric strings become numbers; anything else is 0. */
const price = num(0);
const optPrice = optional(toNumber);

export const productBadge = entityOf<ProductBadge>()({
  badge_image: optText,
  description: optText,
});

export const smartSaving = entityOf<SmartSaving>()({ message: text });

const productEntries = {
  id,
  product_name: text,
  product_url: text,
  image: text,
  map_price: price,
  sell_price: price,
  you_save: optText,
  min_quantity: optNum,
  item_code: optText,
  category_title: optText,
  product_badge: list(productBadge),
  smart_saving: list(smartSaving),
};
export const product = entityOf<Product>()(productEntries);

export const categoryRef = entityOf<CategoryRef>()({ id, category_title: text });
export const tagRef = entityOf<TagRef>()({ id, name: text });

export const productAddon = entityOf<ProductAddon>()({
  id,
  product_name: text,
  product_url: text,
  quantity_size: optText,
  sell_price: optPrice,
  image: optText,
});

const nutritionLine = entityOf<NutritionLineItem>()({
  name: text,
  amount: optText,
  value: optText,
  not_established: optBool,
});

const nutrition = entityOf<ProductNutrition>()({
  show_nutrition_label: flag,
  nutrition_label_text: optText,
  serving_per_container: optText,
  serving_size: optText,
  calories_per_serving: optText,
  calories_from_fat: optText,
  line_item_options: list(nutritionLine),
  ingredients: optText,
});

export const productDetail = entityOf<ProductDetail>()({
  ...productEntries,
  product_descriptor: optText,
  quantity_size: optText,
  sku: optText,
  categories: rows(categoryRef),
  tags: rows(tagRef),
  product_addons: rows(productAddon),
  related_products: rows(product),
  product_description: optText,
  meta_title: optText,
  meta_description: optText,
  meta_keyword: optText,
  meta_og_title: optText,
  meta_og_url: optText,
  meta_og_image: optText,
  seoObject: optional((value) => (isRecord(value) ? value : undefined)),
  price: optPrice,
  product_nutrition: optEntity(nutrition),
});

export const category = entityOf<Category>()({ id, category_title: text, products: rows(product) });

export const categoryWithProducts = entityOf<CategoryWithProducts>()({
  id: optNum,
  category_title: text,
  products: rows(product),
});

export const userSummary = entityOf<UserSummary>()({
  id: optNum,
  email: optText,
  first_name: optText,
  last_name: optText,
  cart: optNum,
  pointsTotal: optNum,
  total_points: optNum,
  news_letter: optBool,
  review_product: optBool,
});

const errorLines = (value: unknown): string | string[] | undefined =>
  Array.isArray(value) ? value.map(toText).filter((line) => line !== undefined) : toText(value);

/** A server `errors` field: text, lines, or lines by field name (`{ email: ['taken'] }`). */
export const serverErrors = optional((value) =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).flatMap(([field, lines]) => {
          const read = errorLines(lines);
          return read === undefined ? [] : [[field, read]];
        }),
      )
    : errorLines(value),
);

/** A body `status`: 200-style numbers or true/false. */
export const optStatus = optional((value) =>
  typeof value === 'boolean' ? value : toNumber(value),
);

/** The answer of most mutations: success is a body status, `success`, or no message (api-notes). */
export const messageResponse = entityOf<MessageResponse>()({
  message: optText,
  status: optStatus,
  success: optBool,
});

export const cartItem = entityOf<CartItem>()({
  id,
  product_id: optNum,
  product_name: text,
  image: text,
  qty: num(0),
  sub_total: price,
  price_per_product: optPrice,
  product_url: optText,
});

export const cart = entityOf<Cart>()({
  id: optNum,
  items: rows(cartItem),
  total: price,
  discount: optPrice,
  promo: optText,
  accept_promo: optBool,
  message: optText,
  related_products: rows(product),
  first_name: optText,
  email: optText,
  pointsTotal: optNum,
  total_points: optNum,
  auto_ship: optBool,
  sub_total: optPrice,
  shipping_message: optText,
  is_customer: optBool,
  auto_ship_amount: optPrice,
  free_shipping: optBool,
  freeShipping: optBool,
});

export const sliderItem = entityOf<SliderItem>()({
  id,
  type: text,
  file: text,
  product_link: optText,
  mobile_url: optText,
});

export const contentBlock = entityOf<ContentBlock>()({
  title: optText,
  description: optText,
  btn_name: optText,
  btn_link: optText,
  image_1: optText,
  image_2: optText,
  image_3: optText,
});

export const pageMeta = entityOf<PageMeta>()({
  PageMetaTitle: optText,
  PageShowMETA: optional((value) => (value === true ? '1' : toText(value))),
  PageMetaDesc: optText,
  PageMetaKeywords: optText,
  PageOGTitle: optText,
  PageOGType: optText,
  PageOGURL: optText,
  PageOGImage: optText,
});

export const shippingAddress = entityOf<ShippingAddress>()({
  id,
  first_name: text,
  last_name: text,
  company: optText,
  email: text,
  phone: text,
  address: text,
  city: text,
  state_id: id,
  country_id: id,
  postal_code: text,
  is_primary: flag,
  is_usa: optFlag,
  state_name: optText,
  country_name: optText,
});

/** A card number from the API, of which only the last four digits reach the store (or the page). */
export const maskedCardNumber = optional((value) => {
  const cardNumber = toText(value);
  return cardNumber ? maskCardNumber(cardNumber) : undefined;
});

export const billingAccount = entityOf<BillingAccount>()({
  id,
  first_name: text,
  last_name: text,
  company: optText,
  address: text,
  city: text,
  postal_code: text,
  phone: text,
  email: text,
  is_primary: flag,
  // The real API stores the full number (api-notes 3.6): only the last four digits reach the store.
  card_number: maskedCardNumber,
  expiry_date: optText,
  year: optText,
  state_id: optNum,
  country_id: optNum,
});

export const country = entityOf<Country>()({ id, name: text, code: optText });
export const state = entityOf<State>()({ id, name: text, code: optText, country_id: optNum });
