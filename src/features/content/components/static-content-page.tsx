import { useRetry } from '@/api/use-retry';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { env } from '@/config/env';
import type { StaticPageKey } from '@/config/static-pages';
import { useGetStaticPageQuery } from '../api';
import { CONTENT_TEXT } from '../messages';
import { usePageMeta } from '../use-page-meta';

type StaticContentPageProps = {
  page: StaticPageKey;
  /** The heading until (and unless) the content service sends a title. */
  title: string;
};

/**
 * A static content page (/About, /privacy, /return_policy, /shipping_privacy, /autoship): title and
 * sanitised description by the page's content id, metadata by its meta id (env.staticPageIds).
 */
export function StaticContentPage({ page, title }: StaticContentPageProps) {
  const ids = env.staticPageIds[page];
  const meta = usePageMeta(ids.meta);
  const query = useGetStaticPageQuery(ids.content);
  const retry = useRetry(query);
  const { data: content, isLoading, isError, error } = query;
  const heading = content?.title.trim() || title;

  return (
    <>
      <PageMeta meta={meta} fallbackTitle={heading} />
      <PageHeading title={heading} />
      <section className="container py-4">
        <QueryState
          isLoading={isLoading}
          isError={isError}
          error={error}
          errorText={CONTENT_TEXT.pageFailed}
          onRetry={retry}
          isEmpty={!content?.description.trim()}
          loadingText={CONTENT_TEXT.pageLoading}
          emptyText={CONTENT_TEXT.pageEmpty}
        >
          <SafeHtml className="static-page__body" html={content?.description} />
        </QueryState>
      </section>
    </>
  );
}
