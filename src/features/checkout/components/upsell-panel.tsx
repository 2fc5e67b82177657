import { Offcanvas } from 'react-bootstrap';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useAddToCart } from '@/features/cart';
import { formatMoney } from '@/lib/money';
import { ProductThumbnail } from '@/components/product-card/product-thumbnail';
import { useGetUpsellProductsQuery } from '../api';
import { CHECKOUT_MESSAGES } from '../messages';

type UpsellPanelProps = { show: boolean; onHide: () => void };

/** 'UpSell Product' slide-out (GET /products?filter=upsell); Add puts one of the product in the cart. */
export const UpsellPanel = ({ show, onHide }: UpsellPanelProps) => {
  const query = useGetUpsellProductsQuery(undefined, { skip: !show });
  const { data: products = [], isLoading, isError } = query;
  const retry = useRetry(query);
  // The one cart module: catalogue messages, analytics and the header count, as everywhere else.
  const { addToCart, pendingFor } = useAddToCart();

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="upsell-title">
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="upsell-title">{CHECKOUT_MESSAGES.upsellTitle}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <QueryState
          isLoading={isLoading}
          isError={isError}
          isEmpty={products.length === 0}
          loadingText={CHECKOUT_MESSAGES.loadingUpsell}
          errorText={CHECKOUT_MESSAGES.upsellFailed}
          emptyText={CHECKOUT_MESSAGES.noUpsell}
          onRetry={retry}
        >
          <ul className="list-unstyled">
            {products.map((product) => (
              <li key={product.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
                <ProductThumbnail src={product.image} alt={product.product_name} />
                <span className="flex-grow-1">
                  {product.product_name}
                  <span className="d-block fw-semibold">{formatMoney(product.sell_price)}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  aria-label={`Add ${product.product_name} to cart`}
                  disabled={pendingFor(product.id) !== null}
                  onClick={() => void addToCart(product)}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        </QueryState>
      </Offcanvas.Body>
    </Offcanvas>
  );
};
