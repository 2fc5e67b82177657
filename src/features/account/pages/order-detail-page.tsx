import { Link, useParams } from 'react-router';
import { useSignedInOnly } from '@/features/auth';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useGetOrderDetailQuery } from '../api';
import { AccountLayout } from '../components/account-layout';
import { OrderDetailView } from '../components/order-detail-view';
import { ORDER_TEXT } from '../messages';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

const ORDER_ID = /^\d+$/;

/**
 * /orderHistory/{id}: the order's detail. An id that is not a number, an unknown order and another
 * customer's order (the API answers 404) all read as "not found".
 */
export default function Component() {
  const { id = '' } = useParams();
  const valid = ORDER_ID.test(id);
  const query = useGetOrderDetailQuery(Number(id), useSignedInOnly(!valid));
  const retry = useRetry(query);
  const order = query.data;
  const notFound = !valid || order === null;

  const title = notFound
    ? ORDER_TEXT.notFoundTitle
    : order
      ? ORDER_TEXT.orderHeading(order.id)
      : ORDER_TEXT.detailTitle;

  return (
    <AccountLayout title={title}>
      <QueryState
        isLoading={valid && query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={ORDER_TEXT.detailFailed}
        onRetry={retry}
        loadingText={ORDER_TEXT.loadingDetail}
        isEmpty={notFound}
        emptyText={
          <>
            {ORDER_TEXT.notFound(id)}{' '}
            <Link to={paths.orderHistory}>{ORDER_TEXT.backToHistory}</Link>
          </>
        }
      >
        {order && <OrderDetailView order={order} />}
      </QueryState>
    </AccountLayout>
  );
}

export const handle: RouteHandle = { title: 'Order Detail', ownHead: true };
export const clientLoader = requireAuth;
