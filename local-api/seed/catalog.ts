import type { CategoryRef, ProductNutrition, TagRef } from '../../src/types/api';
import type { ProductRecord } from '../store/types';

/** Category ids used by the storefront's menus and tests. */
export const CATEGORY_IDS = {
  apricotSeeds: 1,
  b17Capsules: 2,
  apricotOil: 3,
  apFuel: 4,
  snacks: 5,
  skinCare: 6,
  pet: 7,
  bundles: 8,
} as const;

export const seedCategories = (): CategoryRef[] => [
  { id: 1, category_title: 'Apricot Seeds' },
  { id: 2, category_title: 'B17 Capsules' },
  { id: 3, category_title: 'Apricot Oil' },
  { id: 4, category_title: 'AP Fuel Drinks' },
  { id: 5, category_title: 'Snacks' },
  { id: 6, category_title: 'Skin Care' },
  { id: 7, category_title: 'Pet' },
  { id: 8, category_title: 'Bundles' },
];

export const TAG_IDS = {
  organic: 1,
  raw: 2,
  bestSeller: 3,
  newArrival: 4,
  glutenFree: 5,
  vegan: 6,
  giftIdea: 7,
  sugarFree: 8,
} as const;

export const seedTags = (): TagRef[] => [
  { id: 1, name: 'organic' },
  { id: 2, name: 'raw' },
  { id: 3, name: 'best seller' },
  { id: 4, name: 'new arrival' },
  { id: 5, name: 'gluten free' },
  { id: 6, name: 'vegan' },
  { id: 7, name: 'gift idea' },
  { id: 8, name: 'sugar free' },
];

const capsuleNutrition = (mg: number, servings: number): ProductNutrition => ({
  show_nutrition_label: 1,
  nutrition_label_text: 'Supplement Facts',
  serving_per_container: servings,
  serving_size: '1 Capsule',
  calories_per_serving: 0,
  calories_from_fat: 0,
  line_item_options: [
    {
      name: 'Ground Apricot Seed (Prunus armeniaca)',
      amount: `${mg} mg`,
      value: null,
      not_established: 1,
    },
    {
      name: 'Vitamin B17 (Amygdalin)',
      amount: `${Math.round(mg / 5)} mg`,
      value: null,
      not_established: 1,
    },
    { name: 'Total Fat', amount: '0 g', value: '0%', not_established: 0 },
    { name: 'Sodium', amount: '0 mg', value: '0%', not_established: 0 },
  ],
  ingredients:
    '<p><strong>Ingredients:</strong> ground raw apricot seed, vegetable cellulose capsule.</p>',
});

const drinkNutrition = (calories: number, coffee: boolean): ProductNutrition => ({
  show_nutrition_label: 1,
  nutrition_label_text: 'Nutrition Facts',
  serving_per_container: 30,
  serving_size: '1 Scoop (10 g)',
  calories_per_serving: calories,
  calories_from_fat: 10,
  line_item_options: [
    { name: 'Total Fat', amount: '1 g', value: '1%', not_established: 0 },
    { name: 'Total Carbohydrate', amount: '6 g', value: '2%', not_established: 0 },
    { name: 'Dietary Fiber', amount: '2 g', value: '7%', not_established: 0 },
    { name: 'Protein', amount: '2 g', value: null, not_established: 0 },
    coffee
      ? { name: "Lion's Mane Mushroom Extract", amount: '500 mg', value: null, not_established: 1 }
      : { name: 'Apricot Kernel Powder', amount: '1,000 mg', value: null, not_established: 1 },
  ],
  ingredients: coffee
    ? "<p><strong>Ingredients:</strong> arabica coffee, lion's mane, chaga, apricot kernel powder.</p>"
    : '<p><strong>Ingredients:</strong> apricot kernel powder, cacao, monk fruit, sea salt.</p>',
});

type Row = [
  id: number,
  name: string,
  family: string,
  size: string,
  map: number,
  sell: number,
  category: number,
  tags: number[],
  sales: number,
  flags?: {
    top?: boolean;
    hot?: boolean;
    upsell?: boolean;
    min?: number;
    url?: string;
    extra?: number[];
  },
];

const ROWS: Row[] = [
  // Apricot seeds
  [1, 'Apricot Seed Sampler', 'sampler', '3 x 4 oz', 24.99, 19.99, 1, [2, 7], 410, { top: true }],
  [
    376,
    'California Bitter Raw Apricot Seeds 32 oz',
    'ca-bitter',
    '32 oz',
    59.99,
    49.99,
    1,
    [2, 3, 5],
    980,
    { top: true, hot: true },
  ],
  [
    377,
    'California Bitter Raw Apricot Seeds 16 oz',
    'ca-bitter',
    '16 oz',
    34.99,
    29.99,
    1,
    [2, 3],
    860,
    { hot: true },
  ],
  [378, 'California Bitter Raw Apricot Seeds 8 oz', 'ca-bitter', '8 oz', 19.99, 19.99, 1, [2], 540],
  [
    379,
    'California Bitter Raw Apricot Seeds 5 lb',
    'ca-bitter',
    '5 lb',
    129.99,
    109.99,
    1,
    [2],
    120,
    { min: 2 },
  ],
  [
    380,
    'Organic Sweet Apricot Kernels 16 oz',
    'sweet-kernels',
    '16 oz',
    24.99,
    24.99,
    1,
    [1, 6],
    230,
  ],
  [381, 'Hunza Apricot Seeds 8 oz', 'hunza', '8 oz', 22.99, 18.99, 1, [1, 2, 4], 310],
  // B17 capsules
  [
    705,
    'Apricot Seed Capsules',
    'seed-capsules',
    '100 Capsules',
    39.99,
    29.99,
    2,
    [2, 3, 5],
    920,
    { top: true, hot: true },
  ],
  [
    708,
    'Apricot Seed Capsules Value Pack',
    'seed-capsules',
    '3 x 100 Capsules',
    119.97,
    79.99,
    2,
    [3],
    260,
    { min: 2 },
  ],
  [
    2,
    'B17 Vitamin Capsules',
    'b17',
    '100 mg, 60 Capsules',
    49.99,
    39.99,
    2,
    [3, 6],
    760,
    { top: true },
  ],
  [706, 'B17 Vitamin Capsules 500 mg', 'b17', '500 mg, 60 Capsules', 59.99, 54.99, 2, [6], 340],
  [
    707,
    'B17 Amygdalin Tablets 100 mg',
    'b17-tablets',
    '100 mg, 100 Tablets',
    44.99,
    44.99,
    2,
    [5],
    150,
  ],
  // Apricot oil
  [801, 'Cold Pressed Apricot Kernel Oil 4 oz', 'kernel-oil', '4 oz', 19.99, 16.99, 3, [1, 6], 300],
  [
    802,
    'Cold Pressed Apricot Kernel Oil 8 oz',
    'kernel-oil',
    '8 oz',
    29.99,
    26.99,
    3,
    [1, 6],
    280,
    { hot: true },
  ],
  [
    803,
    'Cold Pressed Apricot Kernel Oil 16 oz',
    'kernel-oil',
    '16 oz',
    44.99,
    44.99,
    3,
    [1, 6],
    90,
  ],
  [804, 'Bitter Apricot Kernel Oil 2 oz', 'bitter-oil', '2 oz', 24.99, 21.99, 3, [2], 140],
  [805, 'Apricot Oil Roll-On', 'roll-on', '10 ml', 12.99, 12.99, 3, [7], 200, { upsell: true }],
  // AP Fuel drinks
  [
    991,
    'APFuel California Special',
    'apfuel-special',
    '30 Servings',
    49.99,
    39.99,
    4,
    [3, 5, 8],
    700,
    { top: true, hot: true },
  ],
  [
    965,
    'AP-Fuel - Mushroom Coffee Mix',
    'apfuel-coffee',
    '30 Servings',
    34.99,
    29.99,
    4,
    [4, 6],
    650,
    { top: true, url: 'ap-fuel - mushroom coffee mix' },
  ],
  [
    966,
    'AP-Fuel - Apricot Energy Drink Mix',
    'apfuel-energy',
    '30 Servings',
    29.99,
    29.99,
    4,
    [6, 8],
    330,
  ],
  [
    967,
    'AP-Fuel - Cacao Superfood Blend',
    'apfuel-cacao',
    '30 Servings',
    32.99,
    27.99,
    4,
    [1, 6],
    260,
    { hot: true },
  ],
  [
    968,
    'AP-Fuel Sample Pack',
    'apfuel-sample',
    '5 Sticks',
    9.99,
    9.99,
    4,
    [7],
    510,
    { upsell: true },
  ],
  // Snacks
  [501, 'Apricot Seed Butter', 'seed-butter', '12 oz', 16.99, 14.99, 5, [2, 6], 220],
  [
    502,
    'Dried Turkish Apricots 16 oz',
    'dried-apricots',
    '16 oz',
    12.99,
    12.99,
    5,
    [5, 6],
    450,
    { upsell: true },
  ],
  [503, 'Apricot Kernel Trail Mix', 'trail-mix', '10 oz', 11.99, 9.99, 5, [6], 180],
  [504, 'Apricot Seed Granola', 'granola', '12 oz', 13.99, 13.99, 5, [4], 95],
  [505, 'Raw Apricot Kernel Flour 16 oz', 'kernel-flour', '16 oz', 18.99, 15.99, 5, [2, 5], 130],
  [506, 'Apricot Leaf Herbal Tea', 'leaf-tea', '20 Tea Bags', 9.99, 9.99, 5, [1, 8], 160],
  // Skin care
  [601, 'Apricot Kernel Face Scrub', 'face-scrub', '4 oz', 21.99, 17.99, 6, [6], 170],
  [602, 'Apricot Seed Oil Moisturizer', 'moisturizer', '2 oz', 27.99, 27.99, 6, [1, 6], 110],
  [
    603,
    'Apricot Lip Balm 3 Pack',
    'lip-balm',
    '3 x 0.15 oz',
    8.99,
    7.99,
    6,
    [7],
    390,
    { upsell: true },
  ],
  [604, 'Apricot Kernel Body Soap', 'body-soap', '5 oz', 9.99, 9.99, 6, [6], 140],
  // Pet
  [651, 'Apricot Oil Pet Coat Conditioner', 'pet-coat', '8 oz', 19.99, 19.99, 7, [1], 60],
  [652, 'Pet Apricot Seed Chews', 'pet-chews', '60 Chews', 24.99, 21.99, 7, [4], 75],
  [653, 'Apricot Paw Balm', 'paw-balm', '2 oz', 14.99, 14.99, 7, [1, 6], 40],
  // Bundles
  [
    901,
    'B17 Starter Bundle',
    'bundle-b17',
    'Capsules + Seeds 8 oz',
    89.98,
    69.99,
    8,
    [3, 7],
    240,
    { hot: true, extra: [2] },
  ],
  [
    902,
    'Apricot Seeds and Oil Bundle',
    'bundle-seeds-oil',
    'Seeds 16 oz + Oil 4 oz',
    74.98,
    59.99,
    8,
    [7],
    150,
    { extra: [1, 3] },
  ],
  [
    903,
    'AP-Fuel Morning Bundle',
    'bundle-apfuel',
    'Coffee + Energy Mix',
    64.98,
    54.99,
    8,
    [4],
    120,
    { extra: [4] },
  ],
  [
    904,
    'Family Wellness Bundle',
    'bundle-family',
    '6 Products',
    199.99,
    159.99,
    8,
    [7],
    55,
    { hot: true, min: 2 },
  ],
  [
    905,
    'Apricot Seed Crusher with 16 oz Seeds',
    'bundle-crusher',
    'Crusher + 16 oz Seeds',
    49.99,
    44.99,
    8,
    [4, 7],
    85,
  ],
];

const NUTRITION: Record<number, ProductNutrition> = {
  705: capsuleNutrition(500, 100),
  708: capsuleNutrition(500, 300),
  2: capsuleNutrition(100, 60),
  706: capsuleNutrition(500, 60),
  991: drinkNutrition(35, false),
  965: drinkNutrition(25, true),
};

const DESCRIPTORS: Record<number, string> = {
  1: 'Try three origins of raw apricot seeds in one box.',
  376: 'Our best-selling California bitter raw apricot seeds, fresh from the 2024 harvest.',
  705: 'Ground raw apricot seed in easy vegetable capsules: all the kernel, none of the bitterness.',
  2: 'Vitamin B17 (amygdalin) capsules, 100 mg, third-party tested.',
  991: 'The original AP Fuel: apricot kernel, cacao and superfoods in one morning drink.',
  965: "Smooth arabica coffee with lion's mane, chaga and apricot kernel for focus without the crash.",
};

const describe = (name: string, size: string, categoryTitle: string): string =>
  `<h3>${name}</h3>` +
  `<p>${name} (${size}) from our ${categoryTitle.toLowerCase()} range, packed in the USA in small batches for freshness.</p>` +
  '<ul><li>Non-GMO and free of additives</li><li>Lab tested for purity</li><li>Store in a cool, dry place</li></ul>' +
  '<p><em>These statements have not been evaluated by the Food and Drug Administration.</em></p>';

/**
 * Rows past the 40 of the catalogue (the bench's cost-growth case): copies of them with ids from
 * 10001, never top, hot or upsell, so the home page and the 40 products stay as they are.
 */
const copiedRows = (count: number): Row[] =>
  Array.from({ length: Math.max(0, count - ROWS.length) }, (_, index) => {
    const [id, name, family, size, map, sell, category, tags, sales, flags = {}] =
      ROWS[index % ROWS.length];
    const copy = Math.floor(index / ROWS.length) + 2;
    return [
      10000 * (copy - 1) + id,
      `${name} ${copy}`,
      `${family}-${copy}`,
      size,
      map,
      sell,
      category,
      tags,
      sales,
      { min: flags.min, extra: flags.extra },
    ];
  });

/** The catalogue: its 40 products, or `count` with copies of them (POST /__admin/reset?products=). */
export const seedProducts = (count: number = ROWS.length): ProductRecord[] => {
  const titles = new Map(seedCategories().map((c) => [c.id, c.category_title]));
  const rows = [...ROWS, ...copiedRows(count)];
  return rows.map(([id, name, family, size, map, sell, category, tags, sales, flags = {}]) => ({
    id,
    product_name: name,
    product_url: flags.url ?? name.toLowerCase(),
    image: `/images/products/${id % 10000}.svg`,
    map_price: map,
    sell_price: sell,
    min_quantity: flags.min ?? 1,
    item_code: `APR-${String(id).padStart(4, '0')}`,
    sku: `SKU-${family.toUpperCase()}-${id}`,
    product_descriptor: DESCRIPTORS[id] ?? `${name}: ${size}.`,
    quantity_size: size,
    category_id: category,
    extra_category_ids: flags.extra ?? [],
    tag_ids: tags,
    family,
    related_ids: [],
    product_description: describe(name, size, titles.get(category) ?? ''),
    sales,
    top: Boolean(flags.top),
    hot: Boolean(flags.hot),
    upsell: Boolean(flags.upsell),
    product_nutrition: NUTRITION[id] ?? null,
    ...(id === 376 || id === 705
      ? {
          smart_saving: [
            {
              message:
                '<strong>Smart saving:</strong> buy 2 or more and save an extra 5% at checkout.',
            },
          ],
        }
      : {}),
    ...(id === 376 || id === 2 || id === 991
      ? {
          product_badge: [
            { badge_image: '/images/badges/lab-tested.svg', description: 'Third-party lab tested' },
            { badge_image: '/images/badges/made-in-usa.svg', description: 'Packed in the USA' },
          ],
        }
      : {}),
  }));
};
