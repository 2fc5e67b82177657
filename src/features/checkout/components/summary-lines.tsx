import { clsx } from 'clsx';
import { formatMoney } from '@/lib/money';
import type { CartItem } from '@/types/api';
import { ProductThumbnail } from '@/components/product-card/product-thumbnail';

type SummaryLinesProps = { items: CartItem[] };

/** Cart lines of the side summaries: 60x60 thumbnail with a quantity badge, name, line sub_total. */
export const SummaryLines = ({ items }: SummaryLinesProps) => (
  <ul className="list-unstyled mb-3" aria-label="Items in your cart">
    {items.map((item) => (
      <li key={item.id} className="d-flex align-items-center gap-3 py-2 border-bottom">
        <span className="position-relative flex-shrink-0">
          <ProductThumbnail
            src={item.image}
            alt={item.product_name}
            className="rounded border object-fit-cover"
          />
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-secondary"
            aria-label={`Quantity ${item.qty}`}
          >
            {item.qty}
          </span>
        </span>
        <span className="flex-grow-1">{item.product_name}</span>
        <span className="fw-semibold">{formatMoney(item.sub_total)}</span>
      </li>
    ))}
  </ul>
);

type SummaryRowProps = { label: string; value: string; strong?: boolean };

export const SummaryRow = ({ label, value, strong }: SummaryRowProps) => (
  <div className={clsx('d-flex justify-content-between py-1', strong && 'fw-bold border-top pt-2')}>
    <dt className="fw-normal">{label}</dt>
    <dd className="mb-0" data-testid={`summary-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
      {value}
    </dd>
  </div>
);
