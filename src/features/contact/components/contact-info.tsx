import { SafeHtml } from '@/components/ui/safe-html';
import { CONTENT_IDS, useGetContentQuery } from '@/features/content';

/**
 * The contact page's text blocks (content id 4, api-notes 3.9). Extra reading beside the form: while
 * loading or when the call fails nothing shows, and the form works either way.
 */
export function ContactInfo() {
  const { data: blocks = [] } = useGetContentQuery(CONTENT_IDS.contact);
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
