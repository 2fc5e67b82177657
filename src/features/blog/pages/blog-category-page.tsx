import { useRetry } from '@/api/use-retry';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useGetBlogsByCategoryQuery } from '../api';
import { BlogGrid } from '../components/blog-grid';
import { BLOG_TEXT } from '../messages';
import '../blog.css';
import type { RouteHandle } from '@/types/route';

/** /blogByCategory/{id}/{name}: the category's posts; the heading is the name from the link. */
export default function Component() {
  const params = useParams();
  const id = Number(params.id);
  const name = params.name?.trim() || BLOG_TEXT.title;
  const valid = Number.isInteger(id) && id > 0;
  const posts = useGetBlogsByCategoryQuery(id, { skip: !valid });
  const retry = useRetry(posts);

  return (
    <>
      <PageMeta fallbackTitle={`${BLOG_TEXT.title} - ${name}`} />
      <PageHeading title={name} />
      <section className="container py-4 blog-page">
        <QueryState
          isLoading={valid && posts.isFetching}
          isError={valid && posts.isError}
          error={posts.error}
          errorText={BLOG_TEXT.loadFailed}
          onRetry={retry}
          isEmpty={!valid || (posts.data ?? []).length === 0}
          loadingText={BLOG_TEXT.loading}
          emptyText={BLOG_TEXT.empty}
        >
          <BlogGrid posts={posts.data ?? []} variant="byline" />
        </QueryState>
      </section>
    </>
  );
}

export const handle: RouteHandle = { title: 'Blogs', ownHead: true };
