import type { ReactNode } from 'react';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { Spinner } from '@/components/ui/spinner';

type CartFormSectionProps = {
  /** The heading's id, which labels the section and the form inside it. */
  headingId: string;
  title: string;
  /** The slot's reserved height (cart.css), so the form arriving after the first paint moves nothing. */
  slot: 'login' | 'guest';
  /** What the inline spinner announces while the form's module downloads. */
  loadingLabel: string;
  /** Try again after the form's module failed to download. */
  onRetry: () => void;
  /** The form: a React.lazy component. */
  children: ReactNode;
};

/** A sign-in form of the cart under its heading, loaded after the first paint into a slot of its height. */
export function CartFormSection({
  headingId,
  title,
  slot,
  loadingLabel,
  onRetry,
  children,
}: CartFormSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      <div className={`cart-form-slot cart-form-slot--${slot}`}>
        <LazyBoundary
          fallback={<Spinner inline size="sm" hideLabel label={loadingLabel} />}
          onRetry={onRetry}
        >
          {children}
        </LazyBoundary>
      </div>
    </section>
  );
}
