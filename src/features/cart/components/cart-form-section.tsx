import { memo } from 'react';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useLazyPart } from '@/hooks/use-lazy-part';
import type { LazyPart } from '@/lib/lazy-part';

/** The props of the sign-in forms the cart shows (auth's LoginForm and GuestEmailForm). */
export type SignInFormProps = { idPrefix: string; labelledBy: string };

type CartFormSectionProps = {
  /** The heading's id, which labels the section and the form inside it. */
  headingId: string;
  /** Prefix of the form's field ids. */
  idPrefix: string;
  title: string;
  /** The slot's reserved height (cart.css), so the form arriving after the first paint moves nothing. */
  slot: 'login' | 'guest';
  /** What the inline spinner announces while the form's module downloads. */
  loadingLabel: string;
  /** The form: a lazy part made once for the page. */
  form: LazyPart<SignInFormProps>;
};

/**
 * A sign-in form of the cart under its heading, loaded after the first paint into a slot of its height.
 * Memoised, with props that never change: a cart page render that reached the prerendered form before
 * its chunk was in would make React render it anew instead of hydrating it.
 */
export const CartFormSection = memo(function CartFormSection({
  headingId,
  idPrefix,
  title,
  slot,
  loadingLabel,
  form,
}: CartFormSectionProps) {
  const [Form, retry] = useLazyPart(form);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      <div className={`cart-form-slot cart-form-slot--${slot}`}>
        <LazyBoundary
          fallback={<Spinner inline size="sm" hideLabel label={loadingLabel} />}
          onRetry={retry}
        >
          <Form idPrefix={idPrefix} labelledBy={headingId} />
        </LazyBoundary>
      </div>
    </section>
  );
});
