import { DEFAULT_STATIC_PAGE_IDS, type StaticPageKey } from '../../src/config/static-pages';
import type { Faq, PageMeta, StaticPage } from '../../src/types/api';

const SITE = 'http://localhost:5173';

const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

const STATIC_PAGES: Record<StaticPageKey, { path: string } & StaticPage> = {
  about: {
    path: 'About',
    title: 'About Us',
    description:
      paragraphs(
        'We are a family business devoted to apricot seeds and vitamin B17 since 2010.',
        'Our seeds come from California orchards and are packed in small batches for freshness.',
      ) +
      '<h2>What we stand for</h2><ul><li>Raw, unpasteurised kernels</li><li>Lab-tested batches</li><li>Friendly customer service</li></ul>',
  },
  privacy: {
    path: 'privacy',
    title: 'Privacy Policy',
    description: paragraphs(
      'We collect only the information needed to process your orders and improve your experience.',
      'We never sell your personal data. Card numbers are handled by our payment processor and never stored in full.',
      'You may ask us at any time which data we keep about you, and have it corrected or deleted.',
    ),
  },
  return_policy: {
    path: 'return_policy',
    title: 'Return Policy',
    description: paragraphs(
      'Unopened products may be returned within 30 days of delivery for a full refund of the product price.',
      'Shipping costs are not refunded unless the product arrived damaged. Refunds are issued once the goods are back.',
    ),
  },
  shipping_privacy: {
    path: 'shipping_privacy',
    title: 'Shipping Policy',
    description: paragraphs(
      'Free USA shipping, excluding Alaska, Hawaii, Puerto Rico, Guam and US Virgin Islands.',
      'Orders placed before 2PM CST ship the same day. No shipping on Saturdays, Sundays or USPS/UPS recognised holidays.',
      'International orders reach the first hub in 3-5 days and may take 30-45 days to arrive.',
    ),
  },
  autoship: {
    path: 'autoship',
    title: 'Auto-Ship',
    description:
      paragraphs(
        'Never run out: Auto-Ship repeats your order on the schedule you choose, every 1 to 24 weeks or every 1 to 8 months.',
        'Auto-Ship is offered on orders over $49.99 and only within the 48 contiguous states and Washington DC. It is not available for wholesale accounts.',
      ) +
      '<h2>How to set it up</h2><ol><li>Add your products to the cart.</li><li>At checkout, choose the Auto-Ship option.</li><li>Pick how often the order should repeat.</li></ol>',
  },
};

/** The static pages' content by content id: about as a one-item list (api-notes 3.9), the rest as objects. */
export const seedStaticPages = (): Record<string, StaticPage | StaticPage[]> =>
  Object.fromEntries(
    Object.entries(STATIC_PAGES).map(([key, { title, description }]) => [
      String(DEFAULT_STATIC_PAGE_IDS[key as StaticPageKey].content),
      key === 'about' ? [{ title, description }] : { title, description },
    ]),
  );

/** The static pages' metadata by meta id. */
export const seedStaticPageMeta = (): Record<string, PageMeta> =>
  Object.fromEntries(
    Object.entries(STATIC_PAGES).map(([key, { title, path }]) => [
      String(DEFAULT_STATIC_PAGE_IDS[key as StaticPageKey].meta),
      {
        PageMetaTitle: `${title} | Apricot Storefront`,
        PageShowMETA: 1,
        PageMetaDesc: `${title} of the Apricot Storefront: raw apricot seeds, B17 capsules and apricot oil with free USA shipping.`,
        PageMetaKeywords: `apricot seeds, ${title.toLowerCase()}`,
        PageOGTitle: `${title} | Apricot Storefront`,
        PageOGType: 'website',
        PageOGURL: `${SITE}/${path}`,
        PageOGImage: '/images/banners/og-default.svg',
      },
    ]),
  );

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
  {
    id: 6,
    question: 'How should I store apricot seeds?',
    answer:
      '<p>Keep them in a cool, dark place in a sealed bag or jar. In the refrigerator they stay fresh for up to a year.</p>',
  },
  {
    id: 7,
    question: 'Are your seeds bitter or sweet?',
    answer:
      '<p>Our California seeds are the <em>bitter</em> kind, which carry the vitamin B17. Try them ground into a smoothie if the taste is strong for you.</p>',
  },
  {
    id: 8,
    question: 'Can I return an order?',
    answer:
      '<p>Unopened products may be returned within 30 days of delivery. See our <a href="/return_policy">Return Policy</a>.</p>',
  },
];
