import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useBreakpoint } from '../../../hooks/useBreakpoint';
import { ListCards, ListTable, type Column } from '../../../kit/ListRows';
import type { ListState } from '../../../kit/useList';
import { Pager } from '../../../kit/Pager';

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM } });

/** Rows and paging for a list the server offers no keyword search on (flows, warnings): as a grid, or cards on a phone. */
export function PlainList<T>({ label, list, rowKey, columns }: { label: string; list: ListState<T>; rowKey: (row: T) => string; columns: Column<T>[] }) {
  const Rows = useBreakpoint() === 'mobile' ? ListCards : ListTable;
  return (
    <Card className={useStyles().card}>
      <Rows label={label} rows={list.page?.data ?? []} rowKey={rowKey} columns={columns} empty={list.loading ? '加载中…' : '暂无数据'} sort={list.sort} onSort={list.sortBy} />
      <Pager pageNo={list.query.pageNo} pageSize={list.query.pageSize} totalCount={list.page?.totalCount ?? 0} onChange={list.goTo} />
    </Card>
  );
}
