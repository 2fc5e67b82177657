import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { useGetContentQuery } from '../api';

type ContentBlocksProps = {
  /** The content service's id (CONTENT_IDS). */
  id: number;
  /** Said, with Retry, when the blocks cannot be loaded. */
  errorText: string;
  className?: string;
  headingClassName?: string;
};

/**
 * A page's text blocks from the content service (title, sanitised description), as extra reading
 * beside a page that works without them: loading and a failure (with Retry) take their place; no
 * blocks, nothing shows.
 */
export function ContentBlocks({ id, errorText, className, headingClassName }: ContentBlocksProps) {
  const query = useGetContentQuery(id);
  const retry = useRetry(query);
  const { data: blocks = [], isLoading, isError } = query;
  if (isLoading || isError)
    return (
      <QueryState isLoading={isLoading} isError={isError} errorText={errorText} onRetry={retry} />
    );
  const shown = blocks.filter((block) => block.title?.trim() || block.description?.trim());
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map((block, index) => (
        <section key={`${block.title ?? ''}-${index}`} className="mb-3">
          {block.title && <h2 className={headingClassName}>{block.title}</h2>}
          <SafeHtml html={block.description} />
        </section>
      ))}
    </div>
  );
}
