import { Fragment, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { sortDirection, type Sort } from './listQuery';

export interface Column<T> {
  /** The row field shown (unless `render` is given), and the sortField sent to the server. */
  key: string;
  title: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
}

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

const show = <T,>(c: Column<T>, row: T) => (c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? ''));

/** The rows as a grid with sortable headers. */
export function ListTable<T>({ label, rows, rowKey, columns, actions, empty, sort, onSort }: ListRowsProps<T>) {
  const s = useStyles();
  const span = columns.length + (actions ? 1 : 0);
  return (
    <div className={s.scroll}>
      <Table aria-label={label} style={{ minWidth: span * COLUMN_MIN_WIDTH }}>
        <TableHeader>
          <TableRow>
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
            <TableRow key={rowKey(row)}>
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
export function ListCards<T>({ label, rows, rowKey, columns, actions, empty }: ListRowsProps<T>) {
  const s = useStyles();
  return (
    <ul className={s.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={s.card}>
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
