import { Offcanvas } from 'react-bootstrap';
import { getErrorMessage } from '@/api/errors';
import { useAddToCartMutation } from '@/features/cart/api';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useGetUpsellProductsQuery } from '../api';

type UpsellPanelProps = { show: boolean; onHide: () => void };

/** 'UpSell Product' slide-out (GET /products?filter=upsell); Add puts one more item in the cart. */
export const UpsellPanel = ({ show, onHide }: UpsellPanelProps) => {
  const {
    data: products = [],
    isLoading,
    isError,
  } = useGetUpsellProductsQuery(undefined, { skip: !show });
  const [addToCart, { isLoading: adding, originalArgs }] = useAddToCartMutation();

  const add = async (productId: number) => {
    try {
      const response = await addToCart({ product_id: productId, qty: 1 }).unwrap();
      if (response.status === 200 || response.success)
        notify.success(response.message ?? 'Added to cart.');
      else notify.error(response.message ?? 'Failed to add to cart.');
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to add to cart.'));
    }
  };

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="upsell-title">
      <Offcanvas.Header closeButton closeLabel="Close">
        <Offcanvas.Title id="upsell-title">UpSell Product</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {isLoading && <p>Loading products...</p>}
        {isError && <p role="alert">The products could not be loaded.</p>}
        {!isLoading && !isError && products.length === 0 && (
          <p>No products to suggest right now.</p>
        )}
        <ul className="list-unstyled">
          {products.map((product) => (
            <li key={product.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
              <img
                src={product.image}
                alt={product.product_name}
                width={60}
                height={60}
                loading="lazy"
                className="rounded border"
              />
              <span className="flex-grow-1">
                {product.product_name}
                <span className="d-block fw-semibold">{formatMoney(product.sell_price)}</span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={`Add ${product.product_name} to cart`}
                disabled={adding && originalArgs?.product_id === product.id}
                onClick={() => void add(product.id)}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      </Offcanvas.Body>
    </Offcanvas>
  );
};
