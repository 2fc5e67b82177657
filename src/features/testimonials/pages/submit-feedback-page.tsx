import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { FeedbackForm } from '../components/feedback-form';
import { FEEDBACK_TEXT } from '../messages';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

/** ?order_id= as given, unless blank or a leftover "null"/"undefined" (never sent as such). */
const orderIdFrom = (value: string | null): string | undefined => {
  const id = value?.trim();
  return id && id !== 'null' && id !== 'undefined' ? id : undefined;
};

/** /submit-your-feedback (optional ?order_id=): the feedback form, signed in (a bearer call). */
export default function Component() {
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params.get('order_id'));
  return (
    <>
      <PageMeta fallbackTitle={FEEDBACK_TEXT.heading} />
      <PageHeading
        title={FEEDBACK_TEXT.heading}
        subtitle={orderId ? FEEDBACK_TEXT.forOrder(orderId) : undefined}
      />
      <section className="container py-4" style={{ maxWidth: 720 }}>
        <FeedbackForm orderId={orderId} />
      </section>
    </>
  );
}

export const handle: RouteHandle = { title: 'Submit Your Feedback', ownHead: true };
export const clientLoader = requireAuth;
