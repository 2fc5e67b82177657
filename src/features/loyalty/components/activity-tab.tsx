import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { formatDate } from '@/lib/date';
import type { ActivityRow } from '@/types/api';
import { useGetActivityQuery } from '../api';
import { listOutcome } from '../list-query';
import { ACTIVITY_TEXT as TEXT } from '../messages';
import { formatCount } from '@/lib/number-text';

const columns: TableColumn<ActivityRow>[] = [
  { title: TEXT.columns.date, key: 'date', render: (row) => formatDate(row.date) },
  { title: TEXT.columns.action, key: 'action' },
  {
    title: TEXT.columns.points,
    key: 'points',
    className: 'text-end',
    render: (row) => formatCount(row.points),
  },
  {
    title: TEXT.columns.status,
    key: 'status',
    render: (row) => (Number(row.status) === 1 ? TEXT.approved : TEXT.pending),
  },
];

/** Spec §2.8 account tab: the recent activity (GET /recent/activity). */
export function ActivityTab() {
  const query = useGetActivityQuery();
  const retry = useRetry(query);
  const { rows, failed } = listOutcome(query);
  return (
    <QueryState
      isLoading={query.isLoading}
      isError={failed}
      errorText={TEXT.failed}
      loadingText={TEXT.loading}
      isEmpty={rows.length === 0}
      emptyText={TEXT.empty}
      onRetry={retry}
    >
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row, index) => `${row.date}-${index}`}
        caption={TEXT.caption}
        className="mb-0"
      />
    </QueryState>
  );
}
