import type { ReactNode } from 'react';
import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { cardColumns } from './columns';
import { ListCards, ListTable, type Column } from './ListRows';
import { useEmptyText } from './ownRecords';
import type { ListState } from './useList';
import { Pager } from './Pager';
import { RowButtons, actionsWidth, buttonLabels, type RowAction } from './RowActions';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

export interface PlainListProps<T> {
  label: string;
  list: ListState<T>;
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** Buttons above the rows. */
  toolbar?: ReactNode;
  /** Rows' links to other screens (onClick), as far as the user may use them. */
  rowActions?: RowAction<T>[];
  /** The server shows an employee only the records they created here: say so to those it limits. */
  ownRecords?: boolean;
}

/**
 * Rows and paging for a list the server offers no keyword search on (flows, warnings, receipts): as a grid, or
 * cards on a phone; the row actions open other screens.
 */
export function PlainList<T>({ label, list, rowKey, columns, toolbar, rowActions = [], ownRecords }: PlainListProps<T>) {
  const s = useStyles();
  const mobile = useBreakpoint() === 'mobile';
  const Rows = mobile ? ListCards : ListTable;
  const rows = list.page?.data ?? [];
  const empty = useEmptyText(list.loading, ownRecords);
  const shownFor = (row: T) => rowActions.filter((a) => a.visible?.(row) ?? true);
  const actions = rowActions.length
    ? {
        width: actionsWidth(rows.map((r) => buttonLabels(shownFor(r)))),
        render: (row: T) => <RowButtons row={row} shown={shownFor(row)} busy={false} onRun={(a) => a.onClick?.(row)} />,
      }
    : undefined;
  return (
    <Card className={s.card}>
      {toolbar && <div className={s.toolbar}>{toolbar}</div>}
      <Rows
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={mobile ? cardColumns(columns, columns) : columns}
        actions={actions}
        empty={empty}
        sort={list.sort}
        onSort={list.sortBy}
      />
      <Pager pageNo={list.query.pageNo} pageSize={list.query.pageSize} totalCount={list.page?.totalCount ?? 0} onChange={list.goTo} />
    </Card>
  );
}
