import { Fragment, type ReactNode } from 'react';
import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DEFAULT_COLUMN_WIDTH, cellText, type Column, type RowSelection } from './columns';
import { sortDirection, type Sort } from './listQuery';
import { SideScroll } from './SideScroll';

export type { Column, RowSelection } from './columns';

export interface ListRowsProps<T> {
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  /** A row's action buttons; absent when the user may do none. */
  actions?: { width: number; render: (row: T) => ReactNode };
  empty: string;
  /** Sortable columns need both. */
  sort?: Sort;
  onSort?: (field: string) => void;
  selection?: RowSelection<T>;
  /** A last row of texts by column, set apart (a report's totals: 合计 …). */
  footer?: string[];
}

const useStyles = makeStyles({
  // Solid rows, so that the pinned actions cell (which takes its row's colour) hides what scrolls under it.
  row: { backgroundColor: tokens.colorNeutralBackground1 },
  // A width includes the cell's padding.
  head: { boxSizing: 'border-box' },
  pinned: { position: 'sticky', right: 0, zIndex: 1, backgroundColor: 'inherit', boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`, boxSizing: 'border-box' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL, listStyleType: 'none' },
  cards: { margin: 0, padding: 0 },
  card: { listStyleType: 'none', padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  fields: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  footer: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

const show = <T,>(c: Column<T>, row: T) => (c.render ? c.render(row) : cellText(c, row));
const SELECT_WIDTH = 48;
const widthOf = <T,>(c: Column<T>) => c.width ?? DEFAULT_COLUMN_WIDTH;

/**
 * The rows as a grid with sortable headers. Columns keep their widths and the grid scrolls sideways when they do not
 * fit; the first column takes any room left over; the actions stay pinned at the right edge.
 */
export function ListTable<T>({ label, rows, rowKey, columns, actions, empty, sort, onSort, selection, footer }: ListRowsProps<T>) {
  const s = useStyles();
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const minWidth = columns.reduce((sum, c) => sum + widthOf(c), 0) + (actions?.width ?? 0) + (selection ? SELECT_WIDTH : 0);
  return (
    <SideScroll>
      <Table aria-label={label} style={{ minWidth }}>
        <TableHeader>
          <TableRow className={s.row}>
            {selection && (
              <TableHeaderCell className={s.head} style={{ width: SELECT_WIDTH }}>
                <Checkbox aria-label="全选本页" checked={selection.pageState} onChange={selection.togglePage} />
              </TableHeaderCell>
            )}
            {columns.map((c, i) => (
              <TableHeaderCell
                key={c.key}
                className={s.head}
                style={i === 0 ? undefined : { width: widthOf(c) }}
                sortable={!!c.sortable}
                sortDirection={c.sortable ? sortDirection(sort, c.key) : undefined}
                onClick={c.sortable && onSort ? () => onSort(c.key) : undefined}
              >
                {c.title}
              </TableHeaderCell>
            ))}
            {actions && <TableHeaderCell className={s.pinned} style={{ width: actions.width }}>操作</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} className={s.row} aria-selected={selection?.isSelected(row)}>
              {selection && (
                <TableCell>
                  <Checkbox aria-label={`选择${selection.label(row)}`} checked={selection.isSelected(row)} onChange={() => selection.toggle(row)} />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.key}>{show(c, row)}</TableCell>
              ))}
              {actions && <TableCell className={s.pinned}>{actions.render(row)}</TableCell>}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={span} className={s.empty}>{empty}</TableCell>
            </TableRow>
          )}
          {footer && (
            <TableRow className={s.footer}>
              {selection && <TableCell />}
              {footer.map((text, i) => (
                <TableCell key={columns[i]?.key ?? i}>{text}</TableCell>
              ))}
              {actions && <TableCell className={s.pinned} />}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </SideScroll>
  );
}

/** The rows as cards for a phone: each field under its title, then the row's actions. */
export function ListCards<T>({ label, rows, rowKey, columns, actions, empty, selection, footer }: ListRowsProps<T>) {
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
      {footer && (
        <li className={mergeClasses(s.card, s.footer)}>
          <dl className={s.fields}>
            {columns.map((c, i) => (
              <Fragment key={c.key}>
                <dt className={s.term}>{c.title}</dt>
                <dd className={s.value}>{footer[i]}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      )}
    </ul>
  );
}
