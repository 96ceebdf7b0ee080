import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Card, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import type { Action } from '@jxc/services/contracts';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { notifySuccess } from '../notify/bus';
import { BatchActions } from './BatchActions';
import type { BatchAction } from './batch';
import { ConfirmDialog } from './ConfirmDialog';
import { ExportButton } from './ExportButton';
import { ListCards, ListTable, type Column } from './ListRows';
import { Pager } from './Pager';
import { useCan } from './useCan';
import type { ListState } from './useList';
import { useSelection } from './useSelection';

export type { Column } from './ListRows';
export type { BatchAction } from './batch';

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
  /** Filter controls beside the keyword search (status, warehouse …). */
  filters?: ReactNode;
  /** Beside the list on wide screens, above it on phones: a class tree filter. */
  aside?: ReactNode;
  /** Actions on ticked rows; rows get checkboxes when the user may do at least one. */
  batchActions?: BatchAction<T>[];
  /** What a row's checkbox is called ('选择{name}'). */
  rowLabel?: (row: T) => string;
  /** 导出 (with the export permission): the file's name; the columns with `text` or a plain field are written. */
  exportName?: string;
}

const ACTION_WIDTH = 44;
/** Row actions shown as buttons before the rest go under 更多. */
const INLINE_ACTIONS = 2;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, flex: '1 1 260px', maxWidth: '420px' },
  searchBox: { flex: 1, minWidth: 0 },
  layout: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  stacked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  aside: { flex: '0 0 220px', maxHeight: 'calc(100vh - 160px)', overflowY: 'auto' },
  main: { flex: 1, minWidth: 0 },
  end: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  danger: { color: tokens.colorPaletteRedForeground1 },
});

/** The list screen: keyword search, toolbar, sortable rows with the permitted actions, and paging. */
export function ListPage<T>(props: ListPageProps<T>) {
  const { label, permissionId, list, rowKey, columns, rowActions = [], toolbar = [], searchPlaceholder = '请输入关键字', summary, filters, aside } = props;
  const s = useStyles();
  const can = useCan(permissionId);
  const mobile = useBreakpoint() === 'mobile';
  const rows = list.page?.data ?? [];
  const batch = (props.batchActions ?? []).filter((a) => can(a.action));
  const picked = useSelection(rowKey, rows, props.rowLabel ?? rowKey);
  const [keyword, setKeyword] = useState('');
  const [confirming, setConfirming] = useState<{ action: RowAction<T>; row: T }>();
  const [busyRow, setBusyRow] = useState<string>();
  const permitted = rowActions.filter((a) => can(a.action));

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
  // The first actions are buttons; the rest go under 更多, so the column stays narrow.
  const buttons = (row: T) => {
    const shown = permitted.filter((a) => a.visible?.(row) ?? true);
    const inline = shown.length > INLINE_ACTIONS + 1 ? shown.slice(0, INLINE_ACTIONS) : shown;
    const more = shown.slice(inline.length);
    return (
      <div className={s.actions}>
        {inline.map((a) => (
          <Button key={a.label} size="small" appearance="transparent" className={a.danger ? s.danger : undefined} disabled={busyRow === rowKey(row)} onClick={() => run(a, row)}>
            {a.label}
          </Button>
        ))}
        {more.length > 0 && (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button size="small" appearance="transparent" disabled={busyRow === rowKey(row)}>更多</Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {more.map((a) => (
                  <MenuItem key={a.label} className={a.danger ? s.danger : undefined} onClick={() => run(a, row)}>{a.label}</MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      </div>
    );
  };

  const Rows = mobile ? ListCards : ListTable;
  const card = (
    <Card className={s.card}>
      <div className={s.toolbar}>
        <form
          className={s.search}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            list.search(keyword);
          }}
        >
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
        {filters}
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
          {props.exportName && can('export') && <ExportButton name={props.exportName} list={list} columns={columns} />}
          {toolbar.filter((t) => can(t.action)).map((t) => (
            <Button key={t.label} appearance="primary" icon={t.icon} onClick={t.onClick}>{t.label}</Button>
          ))}
        </div>
      </div>
      <Rows
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        actions={permitted.length ? { width: Math.min(permitted.length, INLINE_ACTIONS + 1) * ACTION_WIDTH + 16, render: buttons } : undefined}
        empty={list.loading ? '加载中…' : '暂无数据'}
        sort={list.sort}
        onSort={list.sortBy}
        selection={batch.length ? picked.selection : undefined}
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
  if (!aside) return card;
  return (
    <div className={mobile ? s.stacked : s.layout}>
      <Card className={mobile ? undefined : s.aside}>{aside}</Card>
      <div className={s.main}>{card}</div>
    </div>
  );
}
