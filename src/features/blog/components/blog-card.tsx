import { Link } from 'react-router';
import { env } from '@/config/env';
import { blogHref } from '@/config/paths';
import { formatDate, isoDay } from '@/lib/date';
import type { Blog } from '@/types/api';
import { blogExcerpt } from '../excerpt';
import { BLOG_TEXT } from '../messages';
import { BlogImage } from './blog-image';
import { CategoryLinks } from './category-links';

type BlogCardProps = {
  post: Blog;
  /** /blogs shows a plain-text excerpt; /blogByCategory shows 'By' the shop instead. */
  variant: 'excerpt' | 'byline';
  /** Above the fold: the image loads at once with high priority, else lazily. */
  priority?: boolean;
};

/** A post card: image (300x400), title linking to /blogs/{slug}, date, excerpt or 'By', categories. */
export function BlogCard({ post, variant, priority = false }: BlogCardProps) {
  const excerpt = variant === 'excerpt' ? blogExcerpt(post.body) : '';
  // The real API sends no author or product_name (api-notes 3.9): 'By' names the shop unless a post has one.
  const byline = variant === 'byline' ? post.product_name?.trim() || env.companyName : undefined;
  const date = formatDate(post.date, 'long');
  return (
    <article className="blog-card card h-100">
      <BlogImage src={post.image} className="card-img-top" priority={priority} />
      <div className="card-body d-flex flex-column gap-2">
        <h2 className="h5 card-title mb-0">
          <Link to={blogHref(post.slug)} className="blog-card__link">
            {post.blog_title || post.slug}
          </Link>
        </h2>
        <p className="blog-card__meta small mb-0">
          {date && <time dateTime={isoDay(post.date)}>{date}</time>}
          {date && byline && <span aria-hidden="true"> · </span>}
          {byline && (
            <span className="blog-card__by">
              {BLOG_TEXT.by} {byline}
            </span>
          )}
        </p>
        {excerpt && <p className="card-text mb-0">{excerpt}</p>}
        <CategoryLinks categories={post.blog_categories} className="mt-auto" />
      </div>
    </article>
  );
}
