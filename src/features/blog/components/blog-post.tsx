import { SafeHtml } from '@/components/ui/safe-html';
import { formatDate, isoDay } from '@/lib/date';
import type { Blog } from '@/types/api';
import { BlogImage } from './blog-image';
import { CategoryLinks } from './category-links';
import { ShareLinks } from './share-links';

/** The post: title, date, categories, image, the sanitised body, then the share links. */
export function BlogPost({ post }: { post: Blog }) {
  const date = formatDate(post.date, 'long');
  return (
    <article className="blog-post">
      <header className="mb-4">
        <h1 className="mb-2">{post.blog_title || post.slug}</h1>
        <div className="d-flex flex-wrap align-items-center gap-3 blog-card__meta">
          {date && <time dateTime={isoDay(post.date)}>{date}</time>}
          <CategoryLinks categories={post.blog_categories} />
        </div>
      </header>
      <div className="blog-post__layout">
        <BlogImage src={post.image} priority className="blog-post__image" />
        <SafeHtml html={post.body} className="blog-post__body" />
      </div>
      <ShareLinks post={post} />
    </article>
  );
}
