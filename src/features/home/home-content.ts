import { env } from '@/config/env';

/** The ids of the sections' headings: a section's code loads when its heading nears the viewport. */
export const HOME_SECTION_IDS = {
  ourProducts: 'our-products-title',
  hotBuys: 'hot-buys-title',
  customerLove: 'customer-love-title',
} as const;

export type FixedProductImage = { slug: string; image: string; alt: string };

/**
 * Spec part 1 §2.3: six fixed product images beside the main banner, linking to /item/{slug}.
 * The first and fifth slugs ({hash}, {token}) come from configuration; an unset one is skipped.
 */
export const fixedProductImages = (): FixedProductImage[] =>
  [
    {
      slug: env.homeCarouselSlugs[0],
      image: '/images/home/product-1.webp',
      alt: 'Featured apricot seed product',
    },
    {
      slug: '705-apricot-seed-capsules',
      image: '/images/home/product-2.webp',
      alt: 'Apricot Seed Capsules',
    },
    {
      slug: '376-california-bitter-raw-apricot-seeds-32-oz',
      image: '/images/home/product-3.webp',
      alt: 'California Bitter Raw Apricot Seeds 32 oz',
    },
    {
      slug: '991-apfuel-california-special',
      image: '/images/home/product-4.webp',
      alt: 'APFuel California Special',
    },
    {
      slug: env.homeCarouselSlugs[1],
      image: '/images/home/product-5.webp',
      alt: 'Featured apricot product',
    },
    {
      slug: '965-ap-fuel---mushroom-coffee-mix',
      image: '/images/home/product-6.webp',
      alt: 'AP Fuel Mushroom Coffee Mix',
    },
  ].filter((item) => item.slug);

export type TitlePart = { text: string; accent: boolean };

/** The main banner title, word by word: the 3rd and 4th words are styled apart. */
export const splitBannerTitle = (title: string | undefined): TitlePart[] =>
  (title ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((text, index) => ({ text, accent: index === 2 || index === 3 }));

/**
 * Slides per view by viewport width, set in home.css (spec part 1 §9: "top carousel 3 slides per view
 * at width 992 and above, otherwise 1; hot carousel 1 from 320, 2 from 736, 3 from 850, 4 from 1300").
 * "top" serves the top-products carousel (Our Products) and the banner slider above it, whichever the
 * spec's "top carousel" names; "products" is the hot carousel; "pair" the main banner's images.
 */
export type CarouselLayout = 'top' | 'products' | 'pair';
