import { useRetry } from '@/api/use-retry';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { PAGE_META_IDS, useGetFaqQuery } from '../api';
import { FaqAccordion } from '../components/faq-accordion';
import { faqStructuredData } from '../faq-structured-data';
import { CONTENT_TEXT } from '../messages';
import { usePageMeta } from '../use-page-meta';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchFaq } from '../prefetch';

/** /faq: the questions of GET /admin/faq/ as a two-column accordion, with FAQPage JSON-LD. */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.faq);
  const query = useGetFaqQuery();
  const retry = useRetry(query);
  const { data: faqs = [], isLoading, isError, error } = query;
  return (
    <>
      <PageMeta meta={meta} fallbackTitle={CONTENT_TEXT.faqTitle} />
      <PageHeading title={CONTENT_TEXT.faqTitle} />
      <section className="container py-4">
        <QueryState
          isLoading={isLoading}
          isError={isError}
          error={error}
          errorText={CONTENT_TEXT.faqFailed}
          onRetry={retry}
          isEmpty={faqs.length === 0}
          loadingText={CONTENT_TEXT.faqLoading}
          emptyText={CONTENT_TEXT.faqEmpty}
        >
          <JsonLd data={faqStructuredData(faqs)} />
          <FaqAccordion faqs={faqs} />
        </QueryState>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Common Questions',
  description:
    'Answers to common questions about apricot seeds, B17, orders, shipping and returns.',
  ownHead: true,
};

export const loader = prerenderLoader(prefetchFaq);
export const clientLoader = visitLoader();
