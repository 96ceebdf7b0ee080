import type { ReactNode } from 'react';
import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
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
  pinned: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: 'inherit',
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
  },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL, listStyleType: 'none' },
  cards: { margin: 0, padding: 0 },
  card: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '44px' },
  tick: { flexShrink: 0, minWidth: '44px', minHeight: '44px', alignItems: 'center', justifyContent: 'center' },
  // A link in the title (a bill number) is tapped: full height.
  title: {
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
  },
  main: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0, maxWidth: '55%', textAlign: 'right' },
  figure: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase500,
    overflowWrap: 'anywhere',
  },
  // The fields, then the actions at the right: beside the fields where they fit, under them where not.
  bottom: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL },
  fields: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  field: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  // Full-size tap targets.
  actions: { display: 'flex', marginLeft: 'auto', '& button': { minHeight: '44px', minWidth: '44px' } },
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
            {actions && (
              <TableHeaderCell className={s.pinned} style={{ width: actions.width }}>
                操作
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} className={s.row} aria-selected={selection?.isSelected(row)}>
              {selection && (
                <TableCell>
                  <Checkbox
                    aria-label={`选择${selection.label(row)}`}
                    checked={selection.isSelected(row)}
                    onChange={() => selection.toggle(row)}
                  />
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
              <TableCell colSpan={span} className={s.empty}>
                {empty}
              </TableCell>
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

/** What a card shows of its columns: the title, the figure that matters and the secondary fields (cardColumns). */
function cardParts<T>(columns: Column<T>[]) {
  const title = columns.find((c) => c.card === 'title') ?? columns[0];
  const main = columns.find((c) => c.card === 'main');
  return { title, main, details: columns.filter((c) => c !== title && c !== main) };
}

/** A cell with nothing to show: no text, and nothing rendered in its place. */
const blank = <T,>(c: Column<T>, row: T) => {
  if (cellText(c, row).trim() !== '') return false;
  const shown = c.render?.(row);
  return shown === undefined || shown === null || shown === false || shown === '';
};

/**
 * The rows as compact cards for a phone: the title, the figure that matters large beside it, a few secondary fields
 * (the empty ones left out), then the row's actions, each a full-size tap target.
 */
export function ListCards<T>({ label, rows, rowKey, columns, actions, empty, selection, footer }: ListRowsProps<T>) {
  const s = useStyles();
  const { title, main, details } = cardParts(columns);
  const at = (c: Column<T> | undefined) => (c ? columns.indexOf(c) : -1);
  return (
    <ul className={s.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={s.card}>
          <div className={s.top}>
            {selection && (
              <Checkbox
                className={s.tick}
                aria-label={`选择${selection.label(row)}`}
                checked={selection.isSelected(row)}
                onChange={() => selection.toggle(row)}
              />
            )}
            <div className={s.title}>{title && show(title, row)}</div>
            {main && !blank(main, row) && (
              <div className={s.main}>
                <span className={s.term}>{main.title}</span>
                <span className={s.figure}>{show(main, row)}</span>
              </div>
            )}
          </div>
          <div className={s.bottom}>
            <CardFields fields={details.filter((c) => !blank(c, row)).map((c) => [c.key, c.title, show(c, row)])} />
            {actions && <div className={s.actions}>{actions.render(row)}</div>}
          </div>
        </li>
      ))}
      {rows.length === 0 && <li className={s.empty}>{empty}</li>}
      {footer && (
        <li className={mergeClasses(s.card, s.footer)}>
          <div className={s.top}>
            <div className={s.title}>{footer[at(title)] || '合计'}</div>
            {main && footer[at(main)] && (
              <div className={s.main}>
                <span className={s.term}>{main.title}</span>
                <span className={s.figure}>{footer[at(main)]}</span>
              </div>
            )}
          </div>
          <CardFields fields={details.filter((c) => footer[at(c)]).map((c) => [c.key, c.title, footer[at(c)]])} />
        </li>
      )}
    </ul>
  );
}

/** A card's secondary fields, each its title and value, side by side as room allows. */
function CardFields({ fields }: { fields: [key: string, title: string, value: ReactNode][] }) {
  const s = useStyles();
  if (!fields.length) return null;
  return (
    <dl className={s.fields}>
      {fields.map(([key, title, value]) => (
        <div key={key} className={s.field}>
          <dt className={s.term}>{title}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
