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
 */
export function ReviewWidget({ variant = 'service', sku }: ReviewWidgetProps) {
  const status = useReviewScript();
  return (
    <div className="review-widget" aria-busy={status === 'loading'}>
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
