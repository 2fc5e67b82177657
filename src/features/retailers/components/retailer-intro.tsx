import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { CONTENT_IDS, useGetContentQuery } from '@/features/content';
import { RETAILER_TEXT } from '../messages';

/**
 * The introduction from the content service (/content/3), sanitised. It only adds words, and the
 * search below works without it: loading and a failure (with Retry) take its place.
 */
export function RetailerIntro() {
  const query = useGetContentQuery(CONTENT_IDS.retailers);
  const retry = useRetry(query);
  const { data: blocks = [], isLoading, isError } = query;
  if (isLoading || isError)
    return (
      <QueryState
        isLoading={isLoading}
        isError={isError}
        errorText={RETAILER_TEXT.introFailed}
        onRetry={retry}
      />
    );
  const shown = blocks.filter((block) => block.title || block.description);
  if (shown.length === 0) return null;
  return (
    <div className="mb-4">
      {shown.map((block, index) => (
        <section key={index} className="mb-3">
          {block.title && <h2 className="h4">{block.title}</h2>}
          <SafeHtml html={block.description} />
        </section>
      ))}
    </div>
  );
}
