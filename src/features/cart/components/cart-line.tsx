import { Link } from 'react-router';
import { itemHref } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import type { CartItem } from '@/types/api';
import { ProductThumbnail } from '@/components/product-card/product-thumbnail';

type CartLineProps = {
  item: CartItem;
  busy: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onDelete: () => void;
};

/** One cart line: thumbnail 60x60, name, unit price when sent, qty − / +, sub_total, delete. */
export function CartLine({ item, busy, onIncrease, onDecrease, onDelete }: CartLineProps) {
  const productId = item.product_id;
  const name =
    productId && item.product_url ? (
      <Link to={itemHref(productId, item.product_url)} state={{ id: productId }}>
        {item.product_name}
      </Link>
    ) : (
      item.product_name
    );
  return (
    <li
      className="cart-line d-flex flex-wrap align-items-center gap-3 py-3 border-bottom"
      aria-busy={busy}
    >
      <ProductThumbnail src={item.image} alt="" className="rounded object-fit-cover" />
      <div className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <h2 className="h6 mb-1">{name}</h2>
        {item.price_per_product !== undefined && (
          <p className="small text-body-secondary mb-0">
            {formatMoney(item.price_per_product)} each
          </p>
        )}
      </div>
      <div
        className="d-flex align-items-center gap-1"
        role="group"
        aria-label={`Quantity of ${item.product_name}`}
      >
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onDecrease}
          disabled={busy || item.qty <= 1}
          aria-label={`Decrease quantity of ${item.product_name}`}
        >
          −
        </button>
        <output
          className="px-2 fw-semibold"
          aria-live="polite"
          aria-label={`Quantity of ${item.product_name}`}
        >
          {item.qty}
        </output>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={onIncrease}
          disabled={busy}
          aria-label={`Increase quantity of ${item.product_name}`}
        >
          +
        </button>
      </div>
      <p className="mb-0 fw-semibold text-end" style={{ minWidth: '5rem' }}>
        {formatMoney(item.sub_total)}
      </p>
      <button
        type="button"
        className="btn btn-link text-danger p-1"
        onClick={onDelete}
        disabled={busy}
        aria-label={`Delete ${item.product_name}`}
      >
        Delete
      </button>
    </li>
  );
}
