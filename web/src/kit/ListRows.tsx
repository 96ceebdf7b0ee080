import { Fragment, type ReactNode } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { cellText, type Column, type RowSelection } from './columns';
import { sortDirection, type Sort } from './listQuery';

export type { Column, RowSelection } from './columns';

export interface ListRowsProps<T> {
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** A row's action buttons; absent when the user may do none. */
  actions?: { width: number; render: (row: T) => ReactNode };
  empty: string;
  sort: Sort | undefined;
  onSort: (field: string) => void;
  selection?: RowSelection<T>;
}

const COLUMN_MIN_WIDTH = 110;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL, listStyleType: 'none' },
  cards: { margin: 0, padding: 0 },
  card: { listStyleType: 'none', padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  fields: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
});

const show = <T,>(c: Column<T>, row: T) => (c.render ? c.render(row) : cellText(c, row));
const SELECT_WIDTH = 44;

/** The rows as a grid with sortable headers. */
export function ListTable<T>({ label, rows, rowKey, columns, actions, empty, sort, onSort, selection }: ListRowsProps<T>) {
  const s = useStyles();
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  return (
    <div className={s.scroll}>
      <Table aria-label={label} style={{ minWidth: span * COLUMN_MIN_WIDTH }}>
        <TableHeader>
          <TableRow>
            {selection && (
              <TableHeaderCell style={{ width: SELECT_WIDTH }}>
                <Checkbox aria-label="全选本页" checked={selection.pageState} onChange={selection.togglePage} />
              </TableHeaderCell>
            )}
            {columns.map((c) => (
              <TableHeaderCell
                key={c.key}
                sortable={!!c.sortable}
                sortDirection={c.sortable ? sortDirection(sort, c.key) : undefined}
                onClick={c.sortable ? () => onSort(c.key) : undefined}
              >
                {c.title}
              </TableHeaderCell>
            ))}
            {actions && <TableHeaderCell style={{ width: actions.width }}>操作</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} aria-selected={selection?.isSelected(row)}>
              {selection && (
                <TableCell>
                  <Checkbox aria-label={`选择${selection.label(row)}`} checked={selection.isSelected(row)} onChange={() => selection.toggle(row)} />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.key}>{show(c, row)}</TableCell>
              ))}
              {actions && <TableCell>{actions.render(row)}</TableCell>}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={span} className={s.empty}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The rows as cards for a phone: each field under its title, then the row's actions. */
export function ListCards<T>({ label, rows, rowKey, columns, actions, empty, selection }: ListRowsProps<T>) {
  const s = useStyles();
  return (
    <ul className={s.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={s.card}>
          {selection && <Checkbox label={selection.label(row)} checked={selection.isSelected(row)} onChange={() => selection.toggle(row)} />}
          <dl className={s.fields}>
            {columns.map((c) => (
              <Fragment key={c.key}>
                <dt className={s.term}>{c.title}</dt>
                <dd className={s.value}>{show(c, row)}</dd>
              </Fragment>
            ))}
          </dl>
          {actions?.render(row)}
        </li>
      ))}
      {rows.length === 0 && <li className={s.empty}>{empty}</li>}
    </ul>
  );
}
