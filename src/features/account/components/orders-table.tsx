import { Link } from 'react-router';
import { Table, type TableColumn } from '@/components/ui/table';
import { orderDetailHref } from '@/config/paths';
import { formatMoney, toAmount } from '@/lib/money';
import type { OrderListItem } from '@/types/api';
import { ORDER_TEXT } from '../messages';
import { humanize, orderDate, paymentMethodLabel } from '../order-format';
import { BuyAgainButton } from './buy-again-button';

const { columns: titles } = ORDER_TEXT;

type BuyAgain = { busyOrderId: number | null; onBuyAgain: (orderId: number) => void };

const numberColumn = ({ busyOrderId, onBuyAgain }: BuyAgain): TableColumn<OrderListItem> => ({
  key: 'number',
  title: titles.number,
  render: (order) => (
    <>
      <Link to={orderDetailHref(order.id)}>#{order.id}</Link>
      <span className="d-block small">{orderDate(order.created_at)}</span>
      <BuyAgainButton
        orderId={order.id}
        busyOrderId={busyOrderId}
        onBuyAgain={onBuyAgain}
        className="mt-2"
      />
    </>
  ),
});

const otherColumns: TableColumn<OrderListItem>[] = [
  {
    key: 'details',
    title: titles.details,
    render: (order) => (
      <>
        <span className="d-block">
          {order.first_name} {order.last_name}
        </span>
        {order.phone && <span className="d-block small">{order.phone}</span>}
        <span className="d-block small">
          {ORDER_TEXT.total}: {formatMoney(order.total_amount)}
          {toAmount(order.discount_amount) > 0 &&
            ` (${ORDER_TEXT.discount} ${formatMoney(order.discount_amount)})`}
        </span>
      </>
    ),
  },
  {
    key: 'source',
    title: titles.source,
    render: (order) => order.source || ORDER_TEXT.notAvailable,
  },
  {
    key: 'payment',
    title: titles.payment,
    render: (order) => (
      <>
        <span className="d-block">{paymentMethodLabel(order.payment_method)}</span>
        <span className="d-block small">{humanize(order.payment_status)}</span>
      </>
    ),
  },
  {
    key: 'shippingStatus',
    title: titles.shippingStatus,
    render: (order) => humanize(order.order_status) || ORDER_TEXT.notAvailable,
  },
];

/**
 * Spec part 2 "Orders": one row an order, its number linking to the order's detail. 'Buy it again'
 * sits under the number, so the spec's five columns stay as they are.
 */
export function OrdersTable({
  orders,
  busyOrderId,
  onBuyAgain,
}: { orders: readonly OrderListItem[] } & BuyAgain) {
  const columns = [numberColumn({ busyOrderId, onBuyAgain }), ...otherColumns];
  return (
    <Table
      columns={columns}
      rows={orders}
      rowKey="id"
      caption={<span className="visually-hidden">{ORDER_TEXT.tableCaption}</span>}
      className="orders-table"
    />
  );
}
