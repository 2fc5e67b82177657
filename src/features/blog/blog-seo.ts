import { env } from '@/config/env';
import { blogHref } from '@/config/paths';
import { isoDay } from '@/lib/date';
import { safeUrl } from '@/lib/safe-url';
import type { Blog, PageMeta } from '@/types/api';
import { blogExcerpt } from './excerpt';

/** The post's public address, from the configured site base URL. */
export const blogUrl = (post: Blog): string => `${env.siteBaseUrl}${blogHref(post.slug)}`;

/** The post's fields in the page-meta shape the shared <PageMeta> reads. */
export const blogPageMeta = (post: Blog): PageMeta => ({
  PageShowMETA: 1,
  PageMetaTitle: post.blog_title,
  PageMetaDesc: blogExcerpt(post.body) || undefined,
  PageOGTitle: post.blog_title,
  PageOGType: 'article',
  PageOGURL: blogUrl(post),
  PageOGImage: safeUrl(post.image) || undefined,
});

/** schema.org Article; serialised by <JsonLd>, which escapes it for the script element. */
export const articleStructuredData = (post: Blog): Record<string, unknown> => {
  const url = blogUrl(post);
  const image = safeUrl(post.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.blog_title,
    description: blogExcerpt(post.body) || undefined,
    image: image ? [image] : undefined,
    datePublished: isoDay(post.date) || undefined,
    articleSection: post.blog_categories.map((category) => category.category_name).filter(Boolean),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
};

export type ShareLink = { network: string; label: string; href: string };

/** Share links for Facebook, X, Pinterest and e-mail, each carrying the post's public address. */
export const shareLinks = (post: Blog): ShareLink[] => {
  const url = encodeURIComponent(blogUrl(post));
  const title = encodeURIComponent(post.blog_title);
  const image = safeUrl(post.image);
  const media = image ? `&media=${encodeURIComponent(image)}` : '';
  return [
    {
      network: 'Facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      network: 'X',
      label: 'Share on X',
      href: `https://x.com/intent/tweet?url=${url}&text=${title}`,
    },
    {
      network: 'Pinterest',
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${url}${media}&description=${title}`,
    },
    { network: 'E-mail', label: 'Share by e-mail', href: `mailto:?subject=${title}&body=${url}` },
  ];
};
