import { describe, expect, it, vi } from 'vitest';
import { baseApi } from '@/api/base-api';
import type { Answer } from '@/api/schema';
import { registeredAnswer } from '@/api/schema';
import { postLogin, postRegister, requestPasswordReset, resetPassword } from '@/features/auth/api';
import { postPaymentAccount, updateBasicInformation } from '@/features/account/api';
import { postCheckout } from '@/features/checkout/api';
import { signLoyaltyCustomer } from '@/features/loyalty/widget/sign';
import { uploadFeedbackFile } from '@/features/testimonials/api';
import { sendWholesaleApplication } from '@/features/wholesale/api';
import { emptyApplication } from '@/features/wholesale/wholesale-values';

/**
 * Every endpoint injected into baseApi has a registered answer schema and a row here; every row's
 * parser is fed null scalars, empty values and wrong types and must return its documented shape.
 * A new endpoint: `transformResponse: answer(schema)` in its api.ts, then a row below (docs/answer-schemas.md).
 */

// A plain call hands its answer parser to plainCall: the mock keeps it (and sends nothing).
const plainReaders = vi.hoisted(() => [] as unknown[]);
vi.mock('@/api/plain-call', () => ({
  plainCall: (_config: unknown, read: unknown) => {
    plainReaders.push(read);
    return Promise.reject(new Error('not sent: the test only reads the parser'));
  },
}));

// Every feature's endpoints, wherever a feature keeps its api module.
import.meta.glob('/src/features/**/api.ts', { eager: true });

type Definition = { transformResponse?: unknown; queryFn?: unknown };

const definitions = (): Record<string, Definition> => {
  const found: Record<string, Definition> = {};
  const names = Object.keys(baseApi.endpoints);
  baseApi.enhanceEndpoints({
    endpoints: Object.fromEntries(
      names.map((name) => [name, (definition: Definition) => void (found[name] = definition)]),
    ),
  });
  return found;
};

type Row = {
  /** A good answer, as the real API sends it. */
  sample: unknown;
  /** What the sample reads as, when not the sample itself (unwrapped, or with defaults added). */
  good?: unknown;
  /** The documented result for `{}` (and for `[]`, unless `forList` says otherwise). */
  empty: unknown;
  forList?: unknown;
};

const product = {
  id: 705,
  product_name: 'Apricot Seed Capsules',
  product_url: 'apricot seed capsules',
  image: '/images/705.svg',
  map_price: 39.99,
  sell_price: 29.99,
  you_save: '$10.00',
  min_quantity: 1,
  item_code: 'APC-705',
  category_title: 'B17 Capsules',
  product_badge: [{ badge_image: '/images/badge.svg', description: 'Best seller' }],
  smart_saving: [{ message: '<b>Save</b>' }],
  sku_extra: 'kept',
};
const productDetail = {
  ...product,
  product_descriptor: '500 mg',
  quantity_size: '100 capsules',
  sku: 'SKU-705',
  categories: [{ id: 2, category_title: 'B17 Capsules' }],
  tags: [{ id: 3, name: 'best seller' }],
  product_addons: [{ id: 708, product_name: 'Capsules x2', product_url: 'capsules x2' }],
  related_products: [product],
  product_description: '<p>Good</p>',
  meta_title: 'Capsules',
  seoObject: { '@type': 'Product' },
  product_nutrition: {
    show_nutrition_label: 1,
    serving_size: '2 capsules',
    line_item_options: [{ name: 'Vitamin B17', amount: '500 mg', not_established: true }],
  },
};
const address = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@apricot.test',
  phone: '5125550100',
  address: '1 Main St',
  city: 'Austin',
  state_id: 3943,
  country_id: 231,
  postal_code: '73301',
  is_primary: 1,
  is_usa: 1,
};
const { is_usa: _domestic, ...billing } = address;
const account = { ...billing, card_number: '**** **** **** 1111', expiry_date: '12', year: '2030' };
const message = { message: 'Done', status: 200, success: true };
const signIn = { message: 'Welcome', token: 'demo-token', role: '1' };
const addressAnswer = {
  message: 'Saved',
  errors: { email: ['taken'] },
  data: address,
  freeShipping: true,
};
const products: Row = { sample: [product], empty: [] };
const blogPost = {
  slug: 'apricot-seed-smoothie',
  blog_title: 'Apricot Seed Morning Smoothie',
  image: '/images/blog/smoothie.svg',
  date: '2025-03-02',
  body: '<p>Blend</p>',
  blog_categories: [{ id: 1, category_name: 'Recipes', category_slug: 'recipes' }],
  product_name: 'Apricot Seeds 16 oz',
};
const blogPosts: Row = { sample: [blogPost], empty: [] };

const rows: Record<string, Row> = {
  // auth
  getUserSummary: {
    sample: { id: 7, email: 'ada@apricot.test', first_name: 'Ada', cart: 2, pointsTotal: 1415 },
    empty: {},
    forList: null,
  },
  guestRegister: { sample: signIn, empty: {} },
  // cart
  getCart: {
    sample: {
      id: 9,
      items: [
        {
          id: 1,
          product_id: 705,
          product_name: 'Capsules',
          image: '/i.svg',
          qty: 2,
          sub_total: 59.98,
        },
      ],
      total: 59.98,
      discount: 0,
      promo: 'SAVE10',
      accept_promo: true,
      related_products: [product],
      auto_ship: true,
      free_shipping: false,
      shipping_message: '<p>Free over $99</p>',
    },
    empty: { items: [], total: 0, related_products: [] },
  },
  addToCart: { sample: message, empty: {} },
  guestAddToCart: { sample: message, empty: {} },
  updateCartQuantity: { sample: message, empty: {} },
  deleteCartItem: { sample: message, empty: {} },
  applyPromo: { sample: message, empty: {} },
  removePromo: { sample: message, empty: {} },
  subscribeNewsletter: {
    sample: { success: true, message: 'Thank you for subscribing to our newsletter!' },
    empty: {},
  },
  // catalogue
  getCategories: {
    sample: [{ id: 1, category_title: 'Apricot Seeds' }],
    good: [{ id: 1, category_title: 'Apricot Seeds', products: [] }],
    empty: [],
  },
  getProductsByCategory: {
    sample: [{ id: 1, category_title: 'Seeds', products: [product] }],
    empty: [],
  },
  getFilteredProducts: products,
  getProduct: { sample: productDetail, empty: null },
  getCategoryProducts: {
    sample: { id: 1, category_title: 'Seeds', products: [product] },
    empty: { category_title: '', products: [] },
  },
  getTagProducts: {
    sample: { id: 3, name: 'best seller', products: [product] },
    empty: { name: '', products: [] },
  },
  searchProducts: products,
  // checkout and account
  getShippingAddresses: { sample: { data: [address] }, good: [address], empty: [] },
  addShippingAddress: { sample: addressAnswer, empty: {} },
  updateShippingAddress: { sample: addressAnswer, empty: {} },
  deleteShippingAddress: { sample: message, empty: {} },
  setPrimaryShippingAddress: { sample: message, empty: {} },
  getBillingAccounts: { sample: [account], empty: [] },
  deletePaymentAccount: { sample: message, empty: {} },
  getOrders: {
    sample: [
      {
        id: 1001,
        created_at: '2024-11-05T15:20:00.000Z',
        first_name: 'Ada',
        last_name: 'Customer',
        total_amount: 69.98,
        phone: '512-555-0142',
        payment_status: 'paid',
        payment_method: 'credit_card',
        order_status: 'completed',
        discount_amount: 0,
        source: 'Website',
      },
    ],
    empty: [],
  },
  getOrderDetail: {
    sample: {
      id: 1002,
      user_id: 1,
      CartCheckoutDate: '2025-02-14T09:45:00.000Z',
      shipping_date: '2025-02-15',
      shipping_email: 'ada@apricot.test',
      shipping_first_name: 'Ada',
      shipping_last_name: 'Customer',
      shipping_address: {
        address: '1200 Congress Ave',
        shipping_city: 'Austin',
        city: 'Austin',
        state_name: 'Texas',
        country_name: 'United States',
        phone: '512-555-0142',
        email: 'ada@apricot.test',
      },
      products: [{ id: 705, product_name: 'Capsules', quantity: 2, price: 29.99, subtotal: 59.98 }],
      promo: 'FIVEOFF',
      CartOrderType: 'One Time',
      payment_method: 'credit_card',
      payment_card: '**** **** **** 1111',
      sub_total: 59.98,
      shipping_fee: 0,
      tax_amount: 0,
      total_amount: 54.98,
      discount_amount: 5,
      payment_status: 'paid',
      order_status: 'processing',
      sku_extra: 'kept',
    },
    empty: null,
  },
  getCreditsTotal: {
    sample: { status: 200, data: 15, net_thirty: true },
    empty: { data: 0, net_thirty: false },
  },
  updateEmailPreferences: {
    sample: { status: 200, message: 'Saved', errors: { email: ['taken'] } },
    empty: {},
  },
  getCountries: { sample: [{ id: 231, name: 'United States', code: 'US' }], empty: [] },
  getStates: { sample: [{ id: 3943, name: 'Texas', code: 'TX', country_id: 231 }], empty: [] },
  getShippingRate: {
    sample: {
      shipping_service_rate: 5.99,
      standard_shipping: 5.99,
      autoShipMessage: 'Add $10.00',
    },
    empty: null,
  },
  getUpsellProducts: products,
  createCoinbaseCharge: {
    sample: { status: true, hosted_url: 'https://commerce.example/x', message: 'ok' },
    empty: {},
  },
  // content
  getContent: {
    sample: [
      { title: 'Apricot Power', description: '<p>Hi</p>', btn_name: 'Shop', btn_link: '/store' },
    ],
    empty: [{}],
    forList: [],
  },
  getPageMeta: {
    sample: [{ PageMetaTitle: 'Home', PageShowMETA: '1' }],
    good: { PageMetaTitle: 'Home', PageShowMETA: '1' },
    empty: {},
    forList: null,
  },
  getSlider: { sample: [{ id: 1, type: 'image', file: '/images/slide.svg' }], empty: [] },
  // loyalty
  getEarnings: {
    sample: [
      {
        id: 2,
        type: 'Happy Birthday',
        icon: 'birthdayicon',
        points: 250,
        link: '/birthday',
        platform: 'birthday',
        status: 1,
      },
    ],
    empty: [],
  },
  addEarnPoints: { sample: message, empty: {} },
  getRewards: {
    sample: [
      {
        id: 1,
        heading: '$5 off your order',
        require_points: 500,
        discount_amount: 5,
        discount_type: 'flat',
      },
    ],
    empty: [],
  },
  addReward: {
    sample: { message: 'Reward redeemed successfully.', voucher: 'LOYAL-5OFF-9' },
    empty: {},
  },
  getActivity: {
    sample: [
      { date: '2025-02-14', action: 'Make A Purchase', points: 420, status: 1, type: 'purchase' },
    ],
    empty: [],
  },
  // referral
  getReferralLink: { sample: { code: 'ADA1007', message: 'Your link', success: true }, empty: {} },
  referUser: { sample: { success: true, code: 'GUEST1007', message: 'Share it' }, empty: {} },
  // testimonials
  getTestimonials: {
    sample: [
      {
        description: 'Great seeds',
        rating: 4.5,
        file_type: 'mp3',
        audio: 'https://cdn.example/a.mp3',
        video: 'https://cdn.example/v.mp4',
        name: 'Ada C.',
      },
    ],
    empty: [],
  },
  addTestimonial: { sample: message, empty: {} },
  // retailers
  searchRetailers: {
    sample: {
      data: [
        {
          first_name: 'Green',
          last_name: 'Grocer',
          phone: '512-555-0101',
          website_url: 'https://greengrocer.example.com',
          email: 'hello@greengrocer.example.com',
        },
      ],
      total_pages: 7,
      current_page: 2,
      per_page: 10,
    },
    empty: { data: [], total_pages: 1 },
  },
  suggestRetailer: {
    sample: { status: 422, message: 'Check the fields', errors: { store_name: ['Required.'] } },
    empty: {},
  },
  // blog
  getBlogs: blogPosts,
  getBlog: { sample: blogPost, empty: null },
  getBlogCategories: {
    sample: [{ id: 1, category_name: 'Recipes', category_slug: 'recipes' }],
    empty: [],
  },
  getBlogsByCategory: blogPosts,
  // media
  getVideos: {
    sample: [{ id: 1, title: 'Harvest', link: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    empty: [],
  },
  getGallery: {
    sample: [{ image: '/images/gallery/a.svg', image_url: '/images/gallery/a.svg' }],
    empty: [],
  },
  // content pages
  getStaticPage: {
    sample: [{ title: 'About Us', description: '<p>Since 2010</p>' }],
    good: { title: 'About Us', description: '<p>Since 2010</p>' },
    empty: { title: '', description: '' },
    forList: null,
  },
  getFaq: {
    sample: [{ id: 1, question: 'Is shipping free?', answer: '<p>In the USA.</p>' }],
    empty: [],
  },
  sendContactMessage: { sample: message, empty: {} },
};

// ---------- Bad answers made from a good one ----------

const mapLeaves = (value: unknown, leaf: (scalar: unknown) => unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLeaves(item, leaf)]),
    );
  return leaf(value);
};

const everyScalarNull = (sample: unknown) => mapLeaves(sample, () => null);

/** How the real API writes the same values: numbers as strings, true/false as "1"/"0". */
const apiForms = (sample: unknown) =>
  mapLeaves(sample, (scalar) =>
    typeof scalar === 'number'
      ? String(scalar)
      : typeof scalar === 'boolean'
        ? scalar
          ? '1'
          : '0'
        : scalar,
  );

/** Strings for numbers, numbers for strings, objects for arrays, arrays for objects. */
const wrongTypes = (value: unknown): unknown => {
  if (Array.isArray(value)) return { 0: value.map(wrongTypes) };
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongTypes(item)]));
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'string') return 42;
  if (typeof value === 'boolean') return 'maybe';
  return value;
};

/** `actual` has the types of `reference` (the parsed good answer) wherever it has a value. */
const expectShape = (actual: unknown, reference: unknown, path = 'answer'): void => {
  if (Array.isArray(reference)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    for (const [index, item] of (actual as unknown[]).entries())
      expectShape(item, reference[0], `${path}[${index}]`);
  } else if (reference && typeof reference === 'object') {
    expect(
      actual && typeof actual === 'object' && !Array.isArray(actual),
      `${path} is an object`,
    ).toBe(true);
    for (const [key, item] of Object.entries(reference)) {
      const value = (actual as Record<string, unknown>)[key];
      if (value !== undefined) expectShape(value, item, `${path}.${key}`);
    }
  } else if (typeof reference === 'number') {
    expect(Number.isFinite(actual), `${path} is a number`).toBe(true);
  } else {
    expect(typeof actual, `${path} type`).toBe(typeof reference);
  }
};

const requiredKeys = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

describe('answer schemas', () => {
  const found = definitions();

  it('finds the endpoints of every feature', () => {
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining(['getCart', 'getProduct', 'guestRegister']),
    );
  });

  it.each(Object.keys(found))('%s registers an answer schema and has a row here', (name) => {
    expect(
      registeredAnswer(found[name]),
      `${name}: transformResponse: answer(schema)`,
    ).toBeDefined();
    expect(rows[name], `${name}: add a row to this table`).toBeDefined();
  });

  it('has no row for an endpoint that does not exist', () => {
    expect(Object.keys(rows).filter((name) => !(name in found))).toEqual([]);
  });

  describe.each(Object.entries(rows).filter(([name]) => name in found))('%s', (name, row) => {
    const read = (raw: unknown) => registeredAnswer(found[name])?.(raw);
    const reference = read(row.sample);
    const shapeOf = (raw: unknown) => {
      const result = read(raw);
      if (result === null) return;
      expect(Object.keys(result as object)).toEqual(
        expect.arrayContaining(requiredKeys(row.empty)),
      );
      expectShape(result, reference);
    };

    it('reads a good answer as it is, extra fields (sku_extra) included', () => {
      expect(reference).toEqual('good' in row ? row.good : row.sample);
    });

    it('reads the API forms of the same values (numeric strings, "1"/"0") alike', () => {
      expect(read(apiForms(row.sample))).toEqual(reference);
    });

    it('returns the documented defaults for {} and []', () => {
      expect(read({})).toEqual(row.empty);
      expect(read([])).toEqual('forList' in row ? row.forList : row.empty);
    });

    it('survives every scalar null', () => shapeOf(everyScalarNull(row.sample)));
    it('survives wrong types', () => shapeOf(wrongTypes(row.sample)));
    it.each([null, undefined, '', 'text', 0, 42, true])('survives a bare %j', (raw) =>
      shapeOf(raw),
    );
  });
});

describe('plain calls', () => {
  it('go through plainCall: no feature module calls the HTTP client itself', () => {
    const sources = import.meta.glob<string>('/src/features/**/*.{ts,tsx}', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const direct = Object.entries(sources)
      .filter(([path, source]) => !path.includes('.test.') && /from '@\/api\/http'/.test(source))
      .map(([path]) => path);
    expect(direct).toEqual([]);
  });
});

type PlainRow = {
  /** The module that makes the call (every module calling plainCall has a row). */
  module: string;
  /** Makes the call; the mocked plainCall keeps its answer parser. */
  call: () => Promise<unknown>;
  /** A good answer, as the real API (or the script) sends it. */
  sample: Record<string, unknown>;
};

const plainRows: Record<string, PlainRow> = {
  postLogin: {
    module: '/src/features/auth/api.ts',
    call: () => postLogin({ email: 'ada@apricot.test', password: 'secret' }),
    sample: signIn,
  },
  postRegister: {
    module: '/src/features/auth/api.ts',
    call: () => postRegister({} as Parameters<typeof postRegister>[0]),
    sample: message,
  },
  'requestPasswordReset (passwordResetResponse)': {
    module: '/src/features/auth/api.ts',
    call: () => requestPasswordReset('ada@apricot.test'),
    sample: { status: true, message: 'Code sent' },
  },
  'resetPassword (passwordResetResponse)': {
    module: '/src/features/auth/api.ts',
    call: () => resetPassword({} as Parameters<typeof resetPassword>[0]),
    sample: { status: 200, message: 'Password changed' },
  },
  updateBasicInformation: {
    module: '/src/features/account/api.ts',
    call: () => updateBasicInformation({} as Parameters<typeof updateBasicInformation>[0]),
    sample: { status: false, message: 'Refused', errors: { email: ['taken'] } },
  },
  postPaymentAccount: {
    module: '/src/features/account/api.ts',
    call: () => postPaymentAccount({} as Parameters<typeof postPaymentAccount>[0]),
    sample: addressAnswer,
  },
  'signLoyaltyCustomer (signedCustomer)': {
    module: '/src/features/loyalty/widget/sign.ts',
    call: () => signLoyaltyCustomer(),
    sample: {
      customer: { id: '7', email: 'ada@apricot.test' },
      auth: { date: '2026-11-24T04:00:00Z', token: 'f00d' },
    },
  },
  uploadFeedbackFile: {
    module: '/src/features/testimonials/api.ts',
    call: () => uploadFeedbackFile(new File(['x'], 'voice.mp3'), () => undefined),
    sample: { status: true, file: '/media/voice.mp3', file_type: 'audio', message: 'Uploaded' },
  },
  postCheckout: {
    module: '/src/features/checkout/api.ts',
    call: () => postCheckout({} as Parameters<typeof postCheckout>[0]),
    sample: { message: 'Order placed', order_id: 1001, status: 200 },
  },
  'sendWholesaleApplication (mailAnswer)': {
    module: '/src/features/wholesale/api.ts',
    call: () => sendWholesaleApplication(emptyApplication()),
    sample: { status: 200, message: 'Sent', errors: { email: ['taken'] } },
  },
};

/** The answer parser the row's call handed to plainCall. */
const plainReader = async (row: PlainRow): Promise<Answer<unknown>> => {
  const before = plainReaders.length;
  await row.call().catch(() => undefined);
  expect(plainReaders.length, 'the call goes through plainCall').toBe(before + 1);
  return plainReaders[before] as Answer<unknown>;
};

describe('plain calls: answer parsers', () => {
  it('has a row for every module that calls plainCall', () => {
    const sources = import.meta.glob<string>('/src/features/**/*.{ts,tsx}', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const callers = Object.entries(sources)
      .filter(([path, source]) => !path.includes('.test.') && /\bplainCall\(/.test(source))
      .map(([path]) => path);
    expect(callers.sort()).toEqual(
      [...new Set(Object.values(plainRows).map((row) => row.module))].sort(),
    );
  });

  describe.each(Object.entries(plainRows))('%s', (_name, row) => {
    it('reads a good answer, then survives null scalars, {} / [], wrong types and bare values', async () => {
      const read = await plainReader(row);
      const reference = read(row.sample);
      expect(reference).toMatchObject(
        Object.fromEntries(Object.keys(row.sample).map((key) => [key, expect.anything()])),
      );
      for (const raw of [
        everyScalarNull(row.sample),
        {},
        [],
        wrongTypes(row.sample),
        null,
        undefined,
        '',
        'text',
        42,
        true,
      ]) {
        let result: unknown;
        expect(() => (result = read(raw)), JSON.stringify(raw) ?? 'undefined').not.toThrow();
        expect(result && typeof result === 'object' && !Array.isArray(result)).toBe(true);
        expectShape(result, reference);
      }
    });
  });
});
