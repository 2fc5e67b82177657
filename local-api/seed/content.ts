import type { ContentBlock, Faq, PageMeta, SliderItem, StaticPage } from '../../src/types/api';
import { seedRetailerContent } from './retailers';

const SITE = 'http://localhost:5173';

const homeBlocks = (): ContentBlock[] => [
  {
    title: 'Raw Apricot Seeds, Straight From California',
    description:
      '<p>Since 2010 we have sourced <strong>bitter raw apricot seeds</strong> from family orchards in the Central Valley. Every batch is lab tested and packed fresh.</p>',
    btn_name: 'Shop Apricot Seeds',
    btn_link: '/category/1-apricot-seeds',
    image_1: '/images/content/home-orchard.svg',
    image_2: '/images/content/home-seeds.svg',
    image_3: '/images/content/home-harvest.svg',
  },
  {
    title: 'Vitamin B17 Made Simple',
    description:
      '<p>Not a fan of the bitter taste? Our <em>apricot seed capsules</em> and B17 capsules give you the whole kernel in one easy step.</p>',
    btn_name: 'Shop B17 Capsules',
    btn_link: '/category/2-b17-capsules',
    image_1: '/images/content/home-capsules.svg',
    image_2: '/images/content/home-b17.svg',
    image_3: '/images/content/home-bottle.svg',
  },
  {
    title: 'Free USA Shipping',
    description:
      '<p>Free shipping on every order within the USA, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands. Orders placed before 2PM CST ship the same day.</p>',
    btn_name: 'Shop Now',
    btn_link: '/store',
    image_1: '/images/content/free-shipping.svg',
    image_2: '/images/content/free-shipping-truck.svg',
    image_3: '/images/content/free-shipping-bg.svg',
  },
];

const blocks = (prefix: string, titles: string[]): ContentBlock[] =>
  titles.map((title, index) => ({
    title,
    description: `<p>${title}: ${prefix} information from the Apricot storefront team.</p>`,
    btn_name: index === 0 ? 'Learn More' : '',
    btn_link: index === 0 ? '/contact-us' : '',
    image_1: `/images/content/${prefix}-${index + 1}.svg`,
    image_2: `/images/content/${prefix}-${index + 1}b.svg`,
    image_3: `/images/content/${prefix}-${index + 1}c.svg`,
  }));

const page = (title: string, paragraphs: string[]): StaticPage => ({
  title,
  description: `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`,
});

export const seedContent = (): Record<string, ContentBlock[] | StaticPage> => ({
  '1': homeBlocks(),
  '3': seedRetailerContent(),
  '4': blocks('contact', ['Contact Us', 'Customer Service Hours', 'Wholesale Enquiries']),
  '6': [
    {
      title: 'Refer a Friend',
      description:
        "<p>Give your friends <strong>$10 off</strong> their first purchase. When they spend over $39 you earn 1,000 points. For a limited time, earn a double bonus on your friend's first order.</p>",
      btn_name: 'Share Your Link',
      btn_link: '/refer-a-friend',
      image_1: '/images/content/refer-1.svg',
      image_2: '/images/content/refer-2.svg',
      image_3: '/images/content/refer-3.svg',
    },
    {
      title: 'Affiliate Program',
      description:
        '<p>Earn a 20% commission on the first order, paid monthly via PayPal, check or account credit.</p>',
      btn_name: 'Join Now',
      btn_link: '/affiliate-marketing',
      image_1: '/images/content/affiliate-1.svg',
      image_2: '/images/content/affiliate-2.svg',
      image_3: '/images/content/affiliate-3.svg',
    },
  ],
  '7': blocks('faq', ['Frequently Asked Questions', 'Still Have Questions?']),
  '40': page('Return Policy', [
    'Unopened products may be returned within 30 days of delivery for a full refund of the product price.',
    'Shipping costs are not refunded unless the product arrived damaged. Refunds are issued once the goods are back.',
  ]),
  '41': page('Privacy Policy', [
    'We collect only the information needed to process your orders and improve your experience.',
    'We never sell your personal data. Card numbers are handled by our payment processor and never stored in full.',
  ]),
  '42': page('Shipping Policy', [
    'Free USA shipping, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands.',
    'Orders placed before 2PM CST ship the same day. No shipping on Saturdays, Sundays or USPS/UPS recognised holidays.',
    'International orders reach the first hub in 3-5 days and may take 30-45 days to arrive.',
  ]),
  '44': page('About Us', [
    'We are a family business devoted to apricot seeds and vitamin B17 since 2010.',
    'Our seeds come from California orchards and are packed in small batches for freshness.',
  ]),
});

const META_PAGES: [number, string, string][] = [
  [1, 'Apricot Seeds & Vitamin B17 Supplements | Apricot Storefront', ''],
  [2, 'Store | Apricot Storefront', 'store'],
  [3, 'Retailer Locations | Apricot Storefront', 'retailer-locations'],
  [5, 'Contact Us | Apricot Storefront', 'contact-us'],
  [6, 'Refer a Friend | Apricot Storefront', 'refer-a-friend'],
  [7, 'FAQ | Apricot Storefront', 'faq'],
  [12, 'Privacy Policy | Apricot Storefront', 'privacy-policy'],
  [16, 'Cart | Apricot Storefront', 'cart'],
  [18, 'Wholesale Application | Apricot Storefront', 'wholesale-application'],
  [42, 'Shipping Policy | Apricot Storefront', 'shipping-policy'],
  [44, 'About Us | Apricot Storefront', 'about-us'],
];

export const seedPageMeta = (): Record<string, PageMeta> =>
  Object.fromEntries(
    META_PAGES.map(([id, title, path]) => [
      String(id),
      {
        PageMetaTitle: title,
        PageShowMETA: 1,
        PageMetaDesc: `${title.split(' | ')[0]}: raw apricot seeds, B17 capsules, apricot oil and AP Fuel drinks with free USA shipping.`,
        PageMetaKeywords: 'apricot seeds, vitamin b17, apricot kernels, amygdalin, apricot oil',
        PageOGTitle: title,
        PageOGType: 'website',
        PageOGURL: `${SITE}/${path}`,
        PageOGImage: '/images/banners/og-default.svg',
      },
    ]),
  );

export const seedSlider = (): SliderItem[] => [
  {
    id: 1,
    type: 'video',
    file: '/media/apricot-harvest.mp4',
    mobile_url: '/images/banners/harvest-mobile.svg',
    product_link: '/item/376-california-bitter-raw-apricot-seeds-32-oz',
  },
  {
    id: 2,
    type: 'image',
    file: '/images/banners/b17-capsules.svg',
    mobile_url: '/images/banners/b17-capsules-mobile.svg',
    product_link: '/item/705-apricot-seed-capsules',
  },
  {
    id: 3,
    type: 'image',
    file: '/images/banners/ap-fuel.svg',
    mobile_url: '/images/banners/ap-fuel-mobile.svg',
    product_link: '/item/991-apfuel-california-special',
  },
];

export const seedFaq = (): Faq[] => [
  {
    id: 1,
    question: 'How many apricot seeds should I eat per day?',
    answer:
      '<p>Start slowly and follow the serving suggestion on the label. Ask your health professional.</p>',
  },
  {
    id: 2,
    question: 'Do you ship internationally?',
    answer:
      '<p>Yes. International orders reach the first hub in 3-5 days and may take <strong>30-45 days</strong> to arrive.</p>',
  },
  {
    id: 3,
    question: 'Is shipping free?',
    answer:
      '<p>Free USA shipping, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands.</p>',
  },
  {
    id: 4,
    question: 'What is Auto-Ship?',
    answer:
      '<p>Orders over $49.99 can be repeated every 1-24 weeks or 1-8 months. Auto-Ship is only available in the 48 contiguous states and Washington DC.</p>',
  },
  {
    id: 5,
    question: 'How do loyalty points work?',
    answer:
      '<p>You earn 5 points per $1 spent, 250 points on your birthday and 1,000 points for each referred friend who spends over $39.</p>',
  },
];
