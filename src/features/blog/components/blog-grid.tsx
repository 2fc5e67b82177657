import type { Blog } from '@/types/api';
import { BlogCard } from './blog-card';

type BlogGridProps = { posts: Blog[]; variant: 'excerpt' | 'byline' };

/** Cards of the first row on a wide screen (the first card alone on a phone). */
const FIRST_ROW = 3;

/** The grid starts the page, so its first row's images (the LCP element) load at once, first. */
export function BlogGrid({ posts, variant }: BlogGridProps) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {posts.map((post, index) => (
        <li key={post.slug} className="col">
          <BlogCard post={post} variant={variant} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
