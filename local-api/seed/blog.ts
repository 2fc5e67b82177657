import type { Blog, BlogCategory } from '../../src/types/api';

export const seedBlogCategories = (): BlogCategory[] => [
  { id: 1, category_name: 'Recipes', category_slug: 'recipes' },
  { id: 2, category_name: 'Health', category_slug: 'health' },
  { id: 3, category_name: 'News', category_slug: 'news' },
  { id: 4, category_name: 'Lifestyle', category_slug: 'lifestyle' },
];

/**
 * Eight posts in four categories, newest first. Posts carry their categories as the real API does
 * ({id, category_name}) and, like it, no author or product_name; `GET /blog?category_slug=` looks
 * the slugs up in the category table.
 */
export const seedBlogs = (): Blog[] => {
  const [recipes, health, news, lifestyle] = seedBlogCategories().map(
    ({ id, category_name }): BlogCategory => ({ id, category_name }),
  );
  return [
    {
      slug: 'apricot-seed-smoothie',
      blog_title: 'Apricot Seed Morning Smoothie',
      image: '/images/blog/apricot-seed-smoothie.svg',
      date: '2025-03-02',
      body:
        '<p>Blend banana, almond milk and a few crushed apricot seeds for a quick breakfast.</p>' +
        '<h2>Keep it raw</h2><p>Keep raw food below about 115 F to preserve enzymes.</p>' +
        '<ul><li>1 banana</li><li>1 cup almond milk</li><li>3 crushed apricot seeds</li></ul>',
      blog_categories: [recipes, lifestyle],
    },
    {
      slug: 'orchard-harvest-2025',
      blog_title: 'Harvest Season at the Orchard',
      image: '/images/blog/orchard-harvest.svg',
      date: '2025-02-14',
      body:
        '<p>The Central Valley harvest is in. This year the kernels are plump and the bitter note is strong.</p>' +
        '<p>Read more about <a href="/store">our seeds in the store</a>.</p>',
      blog_categories: [news],
    },
    {
      slug: 'baked-apricot-kernel-cookies',
      blog_title: 'Baked Apricot Kernel Cookies',
      image: '/images/blog/apricot-kernel-cookies.svg',
      date: '2025-01-18',
      body: '<p>Bake at 300 F for 8 to 35 minutes depending on size. Our kernel flour gives a nutty, marzipan-like taste.</p>',
      blog_categories: [recipes],
    },
    {
      slug: 'what-is-vitamin-b17',
      blog_title: 'What Is Vitamin B17?',
      image: '/images/blog/what-is-vitamin-b17.svg',
      date: '2024-12-05',
      body: '<p>Vitamin B17, also called <em>amygdalin</em>, is found in the seeds of apricots and other fruits.</p>',
      blog_categories: [health],
    },
    {
      slug: 'morning-routine-with-ap-fuel',
      blog_title: 'A Calm Morning Routine',
      image: '/images/blog/calm-morning-routine.svg',
      date: '2024-11-09',
      body: '<p>Start slow: a glass of water, ten minutes outside and a warm cup of AP Fuel before the day begins.</p>',
      blog_categories: [lifestyle, health],
    },
    {
      slug: 'new-ap-fuel-mushroom-coffee',
      blog_title: 'Introducing AP Fuel Mushroom Coffee',
      image: '/images/blog/ap-fuel-mushroom-coffee.svg',
      date: '2024-10-21',
      body: "<p>Our newest AP Fuel blend pairs arabica coffee with lion's mane and chaga.</p>",
      blog_categories: [news, health],
    },
    {
      slug: 'apricot-oil-skin-care',
      blog_title: 'Apricot Oil for Dry Winter Skin',
      image: '/images/blog/apricot-oil-skin-care.svg',
      date: '2024-09-30',
      body: '<p>Cold-pressed apricot kernel oil is light and absorbs quickly. Warm a few drops between your palms.</p>',
      blog_categories: [lifestyle],
    },
    {
      slug: 'apricot-seed-trail-mix',
      blog_title: 'Apricot Seed Trail Mix',
      image: '/images/blog/apricot-seed-trail-mix.svg',
      date: '2024-08-12',
      body: '<p>Mix dried apricots, walnuts, raisins and a handful of sweet apricot kernels for the trail.</p>',
      blog_categories: [recipes],
    },
  ];
};
