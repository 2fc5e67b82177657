import { SafeHtml } from '@/components/ui/safe-html';
import { CONTENT_IDS, useGetContentQuery } from '@/features/content';

/**
 * The introduction from the content service (/content/3), sanitised. It only adds words: while it
 * loads, or when it fails, the search below works without it.
 */
export function RetailerIntro() {
  const { data: blocks = [] } = useGetContentQuery(CONTENT_IDS.retailers);
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
