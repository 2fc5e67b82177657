import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { useRetry } from '@/api/use-retry';
import { paths } from '@/config/paths';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { StatusButton } from '@/components/ui/status-button';
import { notify, notifyError } from '@/lib/notify';
import { useAddToCartMutation, useGetCartQuery } from '@/features/cart';
import { useGetProductsByCategoryQuery } from '@/features/catalog';
import { QUICK_CHECKOUT_TEXT } from '../messages';
import {
  itemsToSave,
  linesFromCart,
  productsOf,
  visibleProducts,
  type PadLine,
  type PadLines,
} from '../order-pad';
import { OrderPadRow } from './order-pad-row';
import { QuickCheckoutFilters, type Filters } from './quick-checkout-filters';
import './quick-checkout.css';

const NEW_LINE: PadLine = { checked: false, qty: 1 };

/** The retailer's order pad (role 2): pick products and quantities, then save them to the cart. */
export function QuickCheckoutDialog({ onHide }: { onHide: () => void }) {
  const navigate = useNavigate();
  const productsQuery = useGetProductsByCategoryQuery();
  const retry = useRetry(productsQuery);
  const { data: cart } = useGetCartQuery();
  const [save, saveState] = useAddToCartMutation();
  const [filters, setFilters] = useState<Filters>({ category: '', sort: '', search: '' });
  const [edits, setEdits] = useState<PadLines>({});

  const categories = useMemo(() => productsQuery.data ?? [], [productsQuery.data]);
  const allProducts = useMemo(() => productsOf(categories, ''), [categories]);
  const lines = useMemo(
    () => ({ ...linesFromCart(cart, allProducts), ...edits }),
    [cart, allProducts, edits],
  );
  const shown = visibleProducts(
    productsOf(categories, filters.category),
    filters.search,
    filters.sort,
  );

  const submit = async () => {
    try {
      const answer = await save({ items: itemsToSave(lines) }).unwrap();
      if (Number(answer.status) !== 200) throw answerError(answer);
      if (answer.message) notify.success(answer.message);
      void navigate(paths.cart);
      void productsQuery.refetch();
    } catch (error) {
      notifyError(error, QUICK_CHECKOUT_TEXT.failed, QUICK_CHECKOUT_TEXT.exception);
    }
    onHide();
  };

  return (
    <Modal show onHide={onHide} heading={QUICK_CHECKOUT_TEXT.title} size="lg">
      <QuickCheckoutFilters categories={categories} filters={filters} onChange={setFilters} />
      <QueryState
        isLoading={productsQuery.isLoading}
        isError={productsQuery.isError}
        error={productsQuery.error}
        errorText={QUICK_CHECKOUT_TEXT.loadFailed}
        onRetry={retry}
        loadingText={QUICK_CHECKOUT_TEXT.loading}
        isEmpty={shown.length === 0}
        emptyText={QUICK_CHECKOUT_TEXT.noMatch}
      >
        <ul className="list-unstyled quick-checkout__list mb-3">
          {shown.map((product) => (
            <OrderPadRow
              key={product.id}
              product={product}
              line={lines[product.id] ?? NEW_LINE}
              search={filters.search}
              onChange={(line) => setEdits((current) => ({ ...current, [product.id]: line }))}
            />
          ))}
        </ul>
      </QueryState>
      <StatusButton
        variant="primary"
        pending={saveState.isLoading}
        disabled={!productsQuery.data}
        onClick={() => void submit()}
      >
        {QUICK_CHECKOUT_TEXT.save}
      </StatusButton>
    </Modal>
  );
}
