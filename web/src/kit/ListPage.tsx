import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { Action } from '@jxc/services/contracts';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { notifySuccess } from '../notify/bus';
import { BatchActions } from './BatchActions';
import type { BatchAction } from './batch';
import { useColumnChoice } from './columnChoice';
import { ColumnChooser } from './ColumnChooser';
import { ConfirmDialog } from './ConfirmDialog';
import { ExportButton } from './ExportButton';
import { FilterToggle } from './FilterToggle';
import { KeywordSearch } from './KeywordSearch';
import { cardColumns, cellText } from './columns';
import { ListCards, ListTable, type Column } from './ListRows';
import { useEmptyText } from './ownRecords';
import { Pager } from './Pager';
import { RowButtons, actionsWidth, buttonLabels, type RowAction } from './RowActions';
import { useCan } from './useCan';
import type { ListState } from './useList';
import { useSelection } from './useSelection';

export type { Column } from './ListRows';
export type { BatchAction } from './batch';
export type { RowAction } from './RowActions';

export interface ToolbarAction {
  label: string;
  action: Action;
  icon?: ReactElement;
  onClick: () => void;
}

export interface ListPageProps<T> {
  /** The grid's accessible name; the column chooser keeps its choice under it. */
  label: string;
  /** The menu id whose actions decide which buttons show. */
  permissionId: string;
  list: ListState<T>;
  rowKey: (row: T) => string;
  columns: Column<T>[];
  rowActions?: RowAction<T>[];
  toolbar?: ToolbarAction[];
  searchPlaceholder?: string;
  /** Shown in the toolbar beside the buttons (counts, limits). */
  summary?: ReactNode;
  /** Filter controls beside the keyword search (status, warehouse …). */
  filters?: ReactNode;
  /** Beside the list on wide screens, among the filters on phones: a class tree filter. */
  aside?: ReactNode;
  /** Actions on ticked rows; rows get checkboxes when the user may do at least one. */
  batchActions?: BatchAction<T>[];
  /** What a row's checkbox is called ('选择{name}'). */
  rowLabel?: (row: T) => string;
  /** 导出 (with the export permission): the file's name; the visible columns are written, each with `text` or its plain field. */
  exportName?: string;
  /** The server shows an employee only the records they created here: say so to those it limits. */
  ownRecords?: boolean;
}

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  layout: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  aside: { flex: '0 0 220px', maxHeight: 'calc(100vh - 160px)', overflowY: 'auto' },
  main: { flex: 1, minWidth: 0 },
  end: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

/** The list screen: keyword search, toolbar, sortable rows with the permitted actions, and paging. */
export function ListPage<T>(props: ListPageProps<T>) {
  const {
    label,
    permissionId,
    list,
    rowKey,
    columns,
    rowActions = [],
    toolbar = [],
    searchPlaceholder = '请输入关键字',
    summary,
    filters,
    aside,
  } = props;
  const s = useStyles();
  const can = useCan(permissionId);
  const mobile = useBreakpoint() === 'mobile';
  const rows = list.page?.data ?? [];
  const batch = (props.batchActions ?? []).filter((a) => can(a.action));
  const picked = useSelection(rowKey, rows, props.rowLabel ?? rowKey);
  const [confirming, setConfirming] = useState<{ action: RowAction<T>; row: T }>();
  const [busyRow, setBusyRow] = useState<string>();
  const permitted = rowActions.filter((a) => can(a.action));
  const shownFor = (row: T) => permitted.filter((a) => a.visible?.(row) ?? true);
  const chosen = useColumnChoice(label, columns);
  const empty = useEmptyText(list.loading, props.ownRecords);

  const perform = async (action: RowAction<T>, row: T) => {
    if (action.onClick) return action.onClick(row);
    setBusyRow(rowKey(row));
    try {
      await action.request?.(row);
      notifySuccess(`${action.label}成功`);
      list.reload();
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusyRow(undefined);
    }
  };

  const run = (a: RowAction<T>, row: T) => (a.confirm ? setConfirming({ action: a, row }) : void perform(a, row));
  const actions = permitted.length
    ? {
        width: actionsWidth(rows.map((r) => buttonLabels(shownFor(r)))),
        render: (row: T) => <RowButtons row={row} shown={shownFor(row)} busy={busyRow === rowKey(row)} onRun={run} />,
      }
    : undefined;

  const Rows = mobile ? ListCards : ListTable;
  const shown = mobile ? cardColumns(columns, chosen.visible) : chosen.visible;
  // A phone's cards show the fields the list marks for them: then the column chooser has nothing to choose there.
  const marked = columns.some((c) => c.card);
  // Sums the server gives over the whole filter (a document list's amounts) make a 合计 row, each as its column shows it.
  const totals = list.page?.totals;
  const footer =
    totals && rows.length ? shown.map((c, i) => (c.key in totals ? cellText(c, totals as T) : i === 0 ? '合计' : '')) : undefined;
  const card = (
    <Card className={s.card}>
      <div className={s.toolbar}>
        <KeywordSearch list={list} placeholder={searchPlaceholder} />
        {((mobile && aside) || filters) && (
          <FilterToggle filters={list.filters}>
            {mobile && aside}
            {filters}
          </FilterToggle>
        )}
        <div className={s.end}>
          {summary}
          {batch.length > 0 && (
            <BatchActions
              rows={picked.rows}
              actions={batch}
              onDone={() => {
                picked.clear();
                list.reload();
              }}
            />
          )}
          {columns.length > 1 && !(mobile && marked) && (
            <ColumnChooser columns={columns} visible={chosen.visible} onChoose={chosen.choose} onReset={chosen.reset} />
          )}
          {props.exportName && can('export') && <ExportButton name={props.exportName} list={list} columns={chosen.visible} />}
          {toolbar
            .filter((t) => can(t.action))
            .map((t) => (
              <Button key={t.label} appearance="primary" icon={t.icon} onClick={t.onClick}>
                {t.label}
              </Button>
            ))}
        </div>
      </div>
      <Rows
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={shown}
        actions={actions}
        empty={empty}
        sort={list.sort}
        onSort={list.sortBy}
        selection={batch.length ? picked.selection : undefined}
        footer={footer}
      />
      <Pager pageNo={list.query.pageNo} pageSize={list.query.pageSize} totalCount={list.page?.totalCount ?? 0} onChange={list.goTo} />
      <ConfirmDialog
        open={!!confirming}
        message={confirming?.action.confirm?.(confirming.row) ?? ''}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) void perform(confirming.action, confirming.row);
          setConfirming(undefined);
        }}
      />
    </Card>
  );
  // The card keeps its place whether the tree shows beside it or not, so crossing the phone width keeps what was typed.
  return (
    <div className={s.layout}>
      {aside && !mobile && <Card className={s.aside}>{aside}</Card>}
      <div className={s.main}>{card}</div>
    </div>
  );
}
