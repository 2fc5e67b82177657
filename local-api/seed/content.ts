import type { ContentBlock, PageMeta, SliderItem } from '../../src/types/api';
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

export const seedContent = (): Record<string, ContentBlock[]> => ({
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
});

const META_PAGES: [number, string, string][] = [
  [1, 'Apricot Seeds & Vitamin B17 Supplements | Apricot Storefront', ''],
  [2, 'Store | Apricot Storefront', 'store'],
  [3, 'Retailer Locations | Apricot Storefront', 'retailer-locations'],
  [5, 'Contact Us | Apricot Storefront', 'contact-us'],
  [6, 'Refer a Friend | Apricot Storefront', 'refer-a-friend'],
  [7, 'FAQ | Apricot Storefront', 'faq'],
  [16, 'Cart | Apricot Storefront', 'cart'],
  [18, 'Wholesale Application | Apricot Storefront', 'wholesale-application'],
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
