import type { RoutePrefetch } from '@/app/route-prefetch';
import { PREFETCH_IF_OLDER_THAN as ifOlderThan } from '@/api/base-api';
import { leadingId } from '@/config/paths';
import { catalogApi } from './api';

/** /item/{id}-{slug}: the product, by the same id the page reads. */
export const prefetchProduct: RoutePrefetch = (dispatch, { params }) => {
  const id = leadingId(params.idSlug);
  if (id !== null) dispatch(catalogApi.util.prefetch('getProduct', id, { ifOlderThan }));
};
