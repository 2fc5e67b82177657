import type { Blog } from '@/types/api';
import { BlogCard } from './blog-card';

type BlogGridProps = { posts: Blog[]; variant: 'excerpt' | 'byline' };

export function BlogGrid({ posts, variant }: BlogGridProps) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {posts.map((post) => (
        <li key={post.slug} className="col">
          <BlogCard post={post} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
