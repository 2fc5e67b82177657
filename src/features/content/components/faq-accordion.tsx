import type { Faq } from '@/types/api';
import { FaqItem } from './faq-item';

/** Spec part 2 /faq: a two-column accordion, the list split into two halves (the first gets the odd one). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const half = Math.ceil(faqs.length / 2);
  const columns = [faqs.slice(0, half), faqs.slice(half)].filter((column) => column.length > 0);
  return (
    <div className="row g-4">
      {columns.map((column) => (
        <div key={column[0].id} className="col-lg-6">
          <div className="accordion">
            {column.map((faq) => (
              <FaqItem key={faq.id} faq={faq} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
