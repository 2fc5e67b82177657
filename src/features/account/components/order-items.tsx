import { Table, type TableColumn } from '@/components/ui/table';
import { formatMoney, toAmount } from '@/lib/money';
import type { OrderProduct } from '@/types/api';
import { ORDER_TEXT } from '../messages';

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

/** The products of an order with quantity, price and subtotal. */
export function OrderItems({ products }: { products: readonly OrderProduct[] }) {
  return (
    <Table
      columns={columns}
      rows={products}
      rowKey={(line, index) => `${line.id ?? line.product_name}-${index}`}
      caption={<span className="visually-hidden">{ORDER_TEXT.products}</span>}
    />
  );
}
