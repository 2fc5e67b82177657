import { Link } from 'react-router';
import { useSignedInOnly } from '@/features/auth';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetOrdersQuery } from '../api';
import { AccountLayout } from '../components/account-layout';
import { OrdersTable } from '../components/orders-table';
import { ORDER_TEXT } from '../messages';
import { useBuyAgain } from '../use-buy-again';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

/** /OrderHistory (spec part 2 "Orders"): the signed-in customer's orders. */
export default function Component() {
  const query = useGetOrdersQuery(undefined, useSignedInOnly());
  const retry = useRetry(query);
  const orders = query.data ?? [];
  const { buyAgain, busyOrderId } = useBuyAgain();
  return (
    <AccountLayout title={ORDER_TEXT.historyTitle}>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={ORDER_TEXT.listFailed}
        onRetry={retry}
        loadingText={ORDER_TEXT.loading}
        isEmpty={orders.length === 0}
        emptyText={
          <>
            {ORDER_TEXT.empty} <Link to={paths.store}>{ORDER_TEXT.startShopping}</Link>
          </>
        }
      >
        <OrdersTable
          orders={orders}
          busyOrderId={busyOrderId}
          onBuyAgain={(orderId) => void buyAgain(orderId)}
        />
      </QueryState>
    </AccountLayout>
  );
}

export const handle: RouteHandle = { title: 'Order History', ownHead: true };
export const clientLoader = requireAuth;
