import { Link } from 'react-router';
import { itemHref } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import type { ProductAddon } from '@/types/api';
import { CATALOG_MESSAGES } from '../messages';

type AddonPickerProps = {
  current: { id: number; quantity_size?: string | null };
  addons: ProductAddon[];
};

/** 'Other Sizes': the same product in other sizes (product_addons), each a link to its page. */
export function AddonPicker({ current, addons }: AddonPickerProps) {
  const others = addons.filter((addon) => addon.id !== current.id);
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby="other-sizes-title" className="mb-3">
      <h2 id="other-sizes-title" className="h6 mb-2">
        {CATALOG_MESSAGES.otherSizes}
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {current.quantity_size && (
          <li>
            <span className="btn btn-sm btn-dark" aria-current="page">
              {current.quantity_size}
            </span>
          </li>
        )}
        {others.map((addon) => (
          <li key={addon.id}>
            <Link
              className="btn btn-sm btn-outline-dark"
              to={itemHref(addon.id, addon.product_url)}
              state={{ id: addon.id }}
            >
              {addon.quantity_size || addon.product_name}
              {addon.sell_price !== undefined && (
                <span className="live-price ms-1 text-body-secondary">
                  {formatMoney(addon.sell_price)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
