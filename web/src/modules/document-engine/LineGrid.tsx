import { Fragment } from 'react';
import {
  Button,
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
import { DeleteRegular } from '@fluentui/react-icons';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import type { DocLine } from './docForm';
import type { Choice, LineField } from './kind';
import { tracks, type StockWay } from './tracking';
import { EMPTY_LINES, lineCells, LineProduct, type LineView } from './LineCells';
import { LineCards } from './LineCards';
import { LineTracking } from './LineTracking';
import { SideScroll } from '../../kit/SideScroll';
import { useBoxWidth } from '../../kit/useBoxWidth';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  // Widths include the cells' padding, so that the product column keeps what is left and the pinned offsets match.
  head: { boxSizing: 'border-box' },
  // Number and product stay in view while the grid scrolls sideways.
  pinned: { position: 'sticky', zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  // The serials and batch stay in view beside the pinned number column.
  pinnedBar: { position: 'sticky', left: '52px', width: 'fit-content', maxWidth: 'calc(100vw - 112px)' },
  num: { textAlign: 'right' },
  error: { color: tokens.colorPaletteRedForeground1, paddingTop: 0 },
  // A line with its serials or batch below it reads as one: no rule between the two rows.
  joined: { borderBottomColor: 'transparent' },
  tracking: { paddingTop: 0, paddingBottom: tokens.spacingVerticalS },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
});

const NO_WIDTH = 44;
const DELETE_WIDTH = 40;
/** What the product column keeps at least, before the grid scrolls sideways. */
const PRODUCT_WIDTH = 146;
const pin = (i: 0 | 1) => ({ left: i === 0 ? 0 : NO_WIDTH });

export interface LineGridProps {
  /** The table's name (单据明细). */
  label?: string;
  lines: DocLine[];
  onChange: (key: string, patch: Partial<DocLine>) => void;
  onRemove: (key: string) => void;
  /** Messages by line key (client rules, server refusals). */
  problems: Record<string, string>;
  /** Keys of lines over the available stock. */
  short: Set<string>;
  warehouses: Choice[];
  headerWarehouse: string;
  available: (skuId: string, warehouseId: string) => number | undefined;
  /** Which way the document moves stock: its serial and batch entry (none on orders). */
  way: StockWay | null;
  /** The kind's line fields. */
  fields: readonly LineField[];
  disabled?: boolean;
}

/**
 * The document's lines: unit, quantity, price, discount, tax, line warehouse with its stock, amounts as a preview.
 * A table that scrolls sideways on a desktop, or a card per line on a phone and on a tablet too narrow for the table.
 */
export function LineGrid({
  label = '单据明细',
  lines,
  onChange,
  onRemove,
  problems,
  short,
  warehouses,
  headerWarehouse,
  available,
  way,
  fields,
  disabled,
}: LineGridProps) {
  const s = useStyles();
  const cells = lineCells(fields);
  const columnCount = cells.length + 3;
  const breakpoint = useBreakpoint();
  const minWidth = NO_WIDTH + PRODUCT_WIDTH + DELETE_WIDTH + cells.reduce((w, c) => w + c.width, 0);
  const [box, width] = useBoxWidth();
  // A tablet too narrow for the grid gets the cards rather than a table to scroll sideways.
  const cards = breakpoint === 'mobile' || (breakpoint === 'tablet' && width > 0 && width < minWidth);
  const views = lines.map((l, i): LineView => {
    const row = i + 1;
    const set = (patch: Partial<DocLine>) => onChange(l.key, patch);
    const warehouseId = l.warehouseId || headerWarehouse;
    const t = tracks(l, way);
    return {
      line: l,
      row,
      set,
      disabled,
      warehouses,
      invalid: !!problems[l.key],
      problem: problems[l.key],
      short: short.has(l.key),
      stock: warehouseId ? available(l.sku.skuId, warehouseId) : undefined,
      remove: () => onRemove(l.key),
      tracking: way && (t.serials || t.batch) && (
        <LineTracking
          className={cards ? undefined : s.pinnedBar}
          line={l}
          row={row}
          way={way}
          warehouseId={warehouseId}
          warehouseName={warehouses.find((w) => w.id === warehouseId)?.name ?? ''}
          taken={lines.filter((o) => o !== l && o.sku.skuId === l.sku.skuId).flatMap((o) => o.serials)}
          onChange={set}
          disabled={disabled}
        />
      ),
    };
  });
  if (cards)
    return (
      <div ref={box}>
        <LineCards label={label} views={views} fields={fields} />
      </div>
    );

  return (
    <div ref={box}>
      <SideScroll>
        <Table size="small" aria-label={label} className={s.table} style={{ minWidth }}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={mergeClasses(s.head, s.pinned)} style={{ width: NO_WIDTH, ...pin(0) }}>
                序号
              </TableHeaderCell>
              <TableHeaderCell className={mergeClasses(s.head, s.pinned)} style={pin(1)}>
                商品
              </TableHeaderCell>
              {cells.map((c) => (
                <TableHeaderCell key={c.title} className={s.head} style={{ width: c.width }}>
                  {c.title}
                </TableHeaderCell>
              ))}
              <TableHeaderCell className={s.head} style={{ width: DELETE_WIDTH }} aria-label="操作" />
            </TableRow>
          </TableHeader>
          <TableBody>
            {views.map((v) => (
              <Fragment key={v.line.key}>
                <TableRow className={v.tracking ? s.joined : undefined}>
                  <TableCell className={s.pinned} style={pin(0)}>
                    {v.row}
                  </TableCell>
                  <TableCell className={s.pinned} style={pin(1)}>
                    <LineProduct line={v.line} />
                  </TableCell>
                  {cells.map(({ title, computed, Cell }) => (
                    <TableCell key={title} className={computed ? s.num : undefined}>
                      <Cell {...v} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      disabled={disabled}
                      aria-label={`删除第${v.row}行`}
                      onClick={v.remove}
                    />
                  </TableCell>
                </TableRow>
                {v.tracking && (
                  <TableRow className={v.problem ? s.joined : undefined}>
                    <TableCell colSpan={columnCount} className={s.tracking}>
                      {v.tracking}
                    </TableCell>
                  </TableRow>
                )}
                {v.problem && (
                  <TableRow>
                    <TableCell colSpan={columnCount} className={s.error} role="alert">
                      {v.problem}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
            {lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} className={s.empty}>
                  {EMPTY_LINES}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </SideScroll>
    </div>
  );
}
