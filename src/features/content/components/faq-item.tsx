import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import type { Faq } from '@/types/api';

/** One question of the accordion: a button in a heading that shows and hides its answer. */
export function FaqItem({ faq }: { faq: Faq }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="accordion-item">
      <h2 className="accordion-header">
        <button
          type="button"
          className={clsx('accordion-button', !open && 'collapsed')}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          {faq.question}
        </button>
      </h2>
      <div id={answerId} className="accordion-collapse" hidden={!open}>
        <SafeHtml className="accordion-body" html={faq.answer} />
      </div>
    </div>
  );
}
