import { htmlToText } from '@/lib/html-to-text';
import type { Faq } from '@/types/api';

/** schema.org FAQPage of the questions, each answer as plain text. */
export const faqStructuredData = (faqs: Faq[]): Record<string, unknown> => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: htmlToText(faq.answer) },
  })),
});
