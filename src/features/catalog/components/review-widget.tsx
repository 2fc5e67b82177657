import { useEffect, useRef } from 'react';
import { allowCategory } from '@/lib/consent';
import { useReviewScript } from '../use-review-script';
import { CATALOG_MESSAGES } from '../messages';

type ReviewWidgetProps = {
  /** 'service' = shop reviews (home, /reviews); 'product' = one product's reviews by SKU. */
  variant?: 'service' | 'product';
  sku?: string | null;
};

/**
 * The third-party review widget: a container the vendor script fills in. Without a configured
 * script, or when it fails to load, a note says which, and the rest of the page is unaffected.
 * Where the visitor's privacy choices leave reviews off, a line says so with a button to allow them.
 */
export function ReviewWidget({ variant = 'service', sku }: ReviewWidgetProps) {
  const status = useReviewScript();
  const box = useRef<HTMLDivElement>(null);
  const allowedHere = useRef(false);
  // 'Allow reviews' goes once clicked: its focus moves to the widget that replaces it.
  useEffect(() => {
    if (!allowedHere.current || status === 'refused') return;
    allowedHere.current = false;
    box.current?.focus();
  }, [status]);
  if (status === 'refused')
    return (
      <div className="review-widget">
        <p className="text-muted mb-2">{CATALOG_MESSAGES.reviewsRefused}</p>
        {/* Bootstrap's classes, not react-bootstrap's Button: the home page's JS has none of it. */}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            allowedHere.current = true;
            allowCategory('reviews');
          }}
        >
          {CATALOG_MESSAGES.allowReviews}
        </button>
      </div>
    );
  return (
    <div className="review-widget" aria-busy={status === 'loading'} ref={box} tabIndex={-1}>
      {variant === 'product' ? (
        <div className="feefo-review-widget-product" data-product-sku={sku ?? undefined} />
      ) : (
        <div className="feefo-review-widget-service" />
      )}
      {status === 'off' && <p className="text-muted mb-0">{CATALOG_MESSAGES.reviewsUnavailable}</p>}
      {status === 'failed' && <p className="text-muted mb-0">{CATALOG_MESSAGES.reviewsFailed}</p>}
    </div>
  );
}
