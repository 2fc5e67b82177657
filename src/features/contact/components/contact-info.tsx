import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { CONTENT_IDS, useGetContentQuery } from '@/features/content';
import { CONTACT_TEXT } from '../messages';

/**
 * The contact page's text blocks (content id 4, api-notes 3.9). Extra reading beside the form, which
 * works either way: loading and a failure (with Retry) take this place; no blocks, nothing shows.
 */
export function ContactInfo() {
  const query = useGetContentQuery(CONTENT_IDS.contact);
  const retry = useRetry(query);
  const { data: blocks = [], isLoading, isError } = query;
  if (isLoading || isError)
    return (
      <QueryState
        isLoading={isLoading}
        isError={isError}
        errorText={CONTACT_TEXT.infoFailed}
        onRetry={retry}
      />
    );
  const shown = blocks.filter((block) => block.title?.trim() || block.description?.trim());
  if (shown.length === 0) return null;
  return (
    <div className="contact-info">
      {shown.map((block, index) => (
        <section key={`${block.title ?? ''}-${index}`} className="mb-3">
          {block.title && <h2 className="h5">{block.title}</h2>}
          <SafeHtml html={block.description} />
        </section>
      ))}
    </div>
  );
}
