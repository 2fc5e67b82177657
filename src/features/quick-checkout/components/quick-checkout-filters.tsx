import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import type { CategoryWithProducts } from '@/types/api';
import { QUICK_CHECKOUT_TEXT } from '../messages';
import type { SortOrder } from '../order-pad';

export type Filters = { category: string; sort: SortOrder; search: string };

type QuickCheckoutFiltersProps = {
  categories: CategoryWithProducts[];
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/** Category (All by default), sort on map_price, and the product search. */
export function QuickCheckoutFilters({ categories, filters, onChange }: QuickCheckoutFiltersProps) {
  return (
    <div className="row g-2 mb-3">
      <div className="col-md-4">
        <SelectInput
          label={QUICK_CHECKOUT_TEXT.category}
          placeholder={QUICK_CHECKOUT_TEXT.all}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          options={categories.map((category) => ({
            value: category.category_title,
            label: category.category_title,
          }))}
        />
      </div>
      <div className="col-md-4">
        <SelectInput
          label={QUICK_CHECKOUT_TEXT.sort}
          placeholder={QUICK_CHECKOUT_TEXT.sortDefault}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as SortOrder })}
          options={[
            { value: 'low', label: QUICK_CHECKOUT_TEXT.lowToHigh },
            { value: 'high', label: QUICK_CHECKOUT_TEXT.highToLow },
          ]}
        />
      </div>
      <div className="col-md-4">
        <TextInput
          type="search"
          label={QUICK_CHECKOUT_TEXT.search}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
    </div>
  );
}
