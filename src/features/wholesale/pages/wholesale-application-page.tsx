import { useState } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { PAGE_META_IDS, usePageMeta } from '@/features/content';
import { WholesaleForm } from '../components/wholesale-form';
import { WholesaleSent } from '../components/wholesale-sent';
import { WHOLESALE_TEXT } from '../messages';
import '../wholesale.css';
import type { RouteHandle } from '@/types/route';

/** /wholesale-application: the retailer sign-up form, then its success panel. */
export default function Component() {
  const meta = usePageMeta(PAGE_META_IDS.wholesale);
  const [sent, setSent] = useState(false);
  return (
    <>
      <PageMeta meta={meta} fallbackTitle={WHOLESALE_TEXT.heading} />
      <PageHeading title={WHOLESALE_TEXT.heading} subtitle={WHOLESALE_TEXT.subtitle} />
      <section className="container py-4 wholesale-page">
        {sent ? (
          <WholesaleSent onAnother={() => setSent(false)} />
        ) : (
          <>
            <p>{WHOLESALE_TEXT.intro}</p>
            <WholesaleForm onSent={() => setSent(true)} />
          </>
        )}
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Carry Our Products',
  description:
    'Carry our products: apply for a wholesale account for your store, clinic or online shop.',
  ownHead: true,
};
