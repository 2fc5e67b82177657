import { useRetry } from '@/api/use-retry';
import { Link, useParams } from 'react-router';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetBlogQuery } from '../api';
import { articleStructuredData, blogPageMeta } from '../blog-seo';
import { BlogPost } from '../components/blog-post';
import { BLOG_TEXT } from '../messages';
import '../blog.css';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';
import { prefetchBlogPost } from '../prefetch';

function PostNotFound() {
  return (
    <section className="container py-5 text-center">
      <PageMeta fallbackTitle={BLOG_TEXT.notFoundTitle} />
      <h1>{BLOG_TEXT.notFoundTitle}</h1>
      <p>{BLOG_TEXT.notFoundText}</p>
      <Link className="btn btn-primary" to={paths.blogs}>
        {BLOG_TEXT.backToBlogs}
      </Link>
    </section>
  );
}

/** /blogs/{slug}: the post; a 404 (a cached null) is the not-found state, other failures retry. */
export default function Component() {
  const slug = useParams().slug?.trim() ?? '';
  const query = useGetBlogQuery(slug, { skip: !slug });
  const { data: post, isLoading, isFetching, isError, error } = query;
  const retry = useRetry(query);

  if (!slug || (!isLoading && !isFetching && !isError && !post)) return <PostNotFound />;

  return (
    <section className="container py-4 blog-page">
      {!post && <h1 className="visually-hidden">{BLOG_TEXT.title}</h1>}
      <QueryState
        isLoading={!post && (isFetching || !isError)}
        isError={isError && !isFetching}
        error={error}
        errorText={BLOG_TEXT.postFailed}
        onRetry={retry}
        loadingText={BLOG_TEXT.loadingPost}
      >
        {post && (
          <>
            <PageMeta meta={blogPageMeta(post)} fallbackTitle={post.blog_title} />
            <JsonLd data={articleStructuredData(post)} />
            <BlogPost post={post} />
          </>
        )}
      </QueryState>
    </section>
  );
}

export const handle: RouteHandle = { title: 'Blog', ownHead: true };
export const loader = prerenderLoader(prefetchBlogPost);
export const clientLoader = visitLoader(prefetchBlogPost);
