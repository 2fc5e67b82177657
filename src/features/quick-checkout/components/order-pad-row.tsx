import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatMoney } from '@/lib/money';
import type { Product } from '@/types/api';
import type { PadLine } from '../order-pad';
import { QUICK_CHECKOUT_TEXT } from '../messages';
import { Highlight } from '@/components/ui/highlight';

type OrderPadRowProps = {
  product: Product;
  line: PadLine;
  search: string;
  onChange: (line: PadLine) => void;
};

/** One product: a box to order it, its name with the search match marked, its list price, a quantity. */
export function OrderPadRow({ product, line, search, onChange }: OrderPadRowProps) {
  const boxId = `quick-checkout-${product.id}`;
  return (
    <li className="d-flex flex-wrap align-items-center gap-3 border-bottom py-2">
      <div className="form-check flex-grow-1 mb-0">
        <input
          id={boxId}
          type="checkbox"
          className="form-check-input"
          checked={line.checked}
          onChange={(event) => onChange({ ...line, checked: event.target.checked })}
        />
        <label htmlFor={boxId} className="form-check-label">
          <Highlight text={product.product_name} match={search} />
        </label>
      </div>
      <span className="fw-semibold">{formatMoney(product.map_price)}</span>
      <QuantityStepper
        id={`${boxId}-qty`}
        size="sm"
        value={line.qty}
        label={QUICK_CHECKOUT_TEXT.quantity(product.product_name)}
        onChange={(qty) => onChange({ ...line, qty, checked: true })}
      />
    </li>
  );
}
