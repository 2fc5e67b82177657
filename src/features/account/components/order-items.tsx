import { StatusButton } from '@/components/ui/status-button';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatMoney, toAmount } from '@/lib/money';
import type { OrderProduct } from '@/types/api';
import { BUY_AGAIN_TEXT, ORDER_TEXT } from '../messages';

/** A line's subtotal as the API gives it, else price × quantity. */
const lineSubtotal = (line: OrderProduct): number =>
  line.subtotal === undefined ? toAmount(line.price) * line.quantity : toAmount(line.subtotal);

const columns: TableColumn<OrderProduct>[] = [
  { key: 'product_name', title: ORDER_TEXT.product },
  { key: 'quantity', title: ORDER_TEXT.quantity, className: 'text-end' },
  {
    key: 'price',
    title: ORDER_TEXT.price,
    className: 'text-end',
    render: (line) => formatMoney(line.price),
  },
  {
    key: 'subtotal',
    title: ORDER_TEXT.subtotal,
    className: 'text-end',
    render: (line) => formatMoney(lineSubtotal(line)),
  },
];

export type LineAddToCart = {
  onAddToCart: (line: OrderProduct & { id: number }) => void;
  isAdding: (productId: number) => boolean;
};

/** 'Add to cart' for a line the API names a product for; a line without a product id has none. */
const addColumn = ({ onAddToCart, isAdding }: LineAddToCart): TableColumn<OrderProduct> => ({
  key: 'add',
  title: <span className="visually-hidden">{BUY_AGAIN_TEXT.actions}</span>,
  render: (line) => {
    const { id } = line;
    return id === undefined ? null : (
      <StatusButton
        variant="outline-primary"
        size="sm"
        aria-label={BUY_AGAIN_TEXT.addToCartLabel(line.product_name)}
        pending={isAdding(id)}
        onClick={() => onAddToCart({ ...line, id })}
      >
        {BUY_AGAIN_TEXT.addToCart}
      </StatusButton>
    );
  },
});

/**
 * The products of an order with quantity, price and subtotal; with `addToCart` (the order page, not
 * the printable receipt) each line also gets 'Add to cart'.
 */
export function OrderItems({
  products,
  addToCart,
}: {
  products: readonly OrderProduct[];
  addToCart?: LineAddToCart;
}) {
  return (
    <Table
      columns={addToCart ? [...columns, addColumn(addToCart)] : columns}
      rows={products}
      rowKey={(line, index) => `${line.id ?? line.product_name}-${index}`}
      caption={<span className="visually-hidden">{ORDER_TEXT.products}</span>}
    />
  );
}
