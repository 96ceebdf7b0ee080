import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Button, Card, SearchBox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import type { Action } from '@jxc/services/contracts';
import { notifySuccess } from '../notify/bus';
import { ConfirmDialog } from './ConfirmDialog';
import { sortDirection } from './listQuery';
import { Pager } from './Pager';
import { useCan } from './useCan';
import type { ListState } from './useList';

export interface Column<T> {
  /** The row field shown (unless `render` is given), and the sortField sent to the server. */
  key: string;
  title: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
}

export interface RowAction<T> {
  label: string;
  /** The action the user needs on the list's permissionId. */
  action: Action;
  visible?: (row: T) => boolean;
  /** A question to confirm first. */
  confirm?: (row: T) => string;
  danger?: boolean;
  /** Opens something (a page, a dialog): nothing to reload. */
  onClick?: (row: T) => void;
  /** A server call: on success '{label}成功' shows and the list reloads. */
  request?: (row: T) => Promise<unknown>;
}

export interface ToolbarAction {
  label: string;
  action: Action;
  icon?: ReactElement;
  onClick: () => void;
}

export interface ListPageProps<T> {
  /** The grid's accessible name. */
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
}

const COLUMN_MIN_WIDTH = 110;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, flex: '1 1 260px', maxWidth: '420px' },
  searchBox: { flex: 1, minWidth: 0 },
  end: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
  scroll: { overflowX: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  danger: { color: tokens.colorPaletteRedForeground1 },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL },
});

const cellText = (row: unknown, key: string) => String((row as Record<string, unknown>)[key] ?? '');

/** The list screen: keyword search, toolbar, a sortable grid with permitted row actions, and paging. */
export function ListPage<T>({ label, permissionId, list, rowKey, columns, rowActions = [], toolbar = [], searchPlaceholder = '请输入关键字', summary }: ListPageProps<T>) {
  const s = useStyles();
  const can = useCan(permissionId);
  const [keyword, setKeyword] = useState('');
  const [confirming, setConfirming] = useState<{ action: RowAction<T>; row: T }>();
  const [busyRow, setBusyRow] = useState<string>();
  const permitted = rowActions.filter((a) => can(a.action));
  const rows = list.page?.data ?? [];
  const span = columns.length + (permitted.length ? 1 : 0);

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

  const start = (action: RowAction<T>, row: T) => (action.confirm ? setConfirming({ action, row }) : void perform(action, row));

  return (
    <Card className={s.card}>
      <div className={s.toolbar}>
        <form className={s.search} role="search" onSubmit={(e) => {
            e.preventDefault();
            list.search(keyword);
          }}>
          <SearchBox
            className={s.searchBox}
            value={keyword}
            placeholder={searchPlaceholder}
            aria-label="关键字"
            onChange={(_, d) => {
              setKeyword(d.value);
              if (!d.value) list.search('');
            }}
          />
          <Button type="submit">查询</Button>
        </form>
        <div className={s.end}>
          {summary}
          {toolbar.filter((t) => can(t.action)).map((t) => (
            <Button key={t.label} appearance="primary" icon={t.icon} onClick={t.onClick}>{t.label}</Button>
          ))}
        </div>
      </div>
      <div className={s.scroll}>
        <Table aria-label={label} style={{ minWidth: span * COLUMN_MIN_WIDTH }}>
          <TableHeader>
            <TableRow>
              {columns.map((c) => (
                <TableHeaderCell
                  key={c.key}
                  sortable={!!c.sortable}
                  sortDirection={c.sortable ? sortDirection(list.sort, c.key) : undefined}
                  onClick={c.sortable ? () => list.sortBy(c.key) : undefined}
                >
                  {c.title}
                </TableHeaderCell>
              ))}
              {permitted.length > 0 && <TableHeaderCell>操作</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render ? c.render(row) : cellText(row, c.key)}</TableCell>
                ))}
                {permitted.length > 0 && (
                  <TableCell>
                    <div className={s.actions}>
                      {permitted.filter((a) => a.visible?.(row) ?? true).map((a) => (
                        <Button
                          key={a.label}
                          size="small"
                          appearance="transparent"
                          className={a.danger ? s.danger : undefined}
                          disabled={busyRow === rowKey(row)}
                          onClick={() => start(a, row)}
                        >
                          {a.label}
                        </Button>
                      ))}
                    </div>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span} className={s.empty}>{list.loading ? '加载中…' : '暂无数据'}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
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
}
