import { Fragment, type KeyboardEvent } from 'react';
import {
  Button, Caption1, Dropdown, Input, Option, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useNumbers } from '../common/format';
import { ChoiceSelect } from '../common/ChoiceSelect';
import type { DocLine } from './docForm';
import type { Choice } from './kind';
import { tracks, type StockWay } from './tracking';
import { changeUnit, conversionHint, lineAmounts } from './lines';
import { LineTracking } from './LineTracking';
import { ENTRY_CELL } from './SkuEntry';

type Editable = 'qty' | 'price' | 'discount' | 'taxRate' | 'remark';

/** Enter moves on: quantity → price → the entry box for the next product. */
const NEXT: Partial<Record<Editable, string>> = { qty: 'price', price: ENTRY_CELL };

export const cellId = (key: string, field: string) => (field === ENTRY_CELL ? ENTRY_CELL : `${key}:${field}`);

/** Focuses a cell of the line grid, or the entry box (one document form per screen). */
export function focusCell(key: string, field: string) {
  const el = document.querySelector<HTMLInputElement>(`[data-cell="${cellId(key, field)}"]`);
  el?.focus();
  el?.select?.();
}

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '1080px', tableLayout: 'fixed' },
  // Widths include the cells' padding, so that the product column keeps what is left and the pinned offsets match.
  head: { boxSizing: 'border-box' },
  // Number and product stay in view while the grid scrolls sideways.
  pinned: { position: 'sticky', zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  num: { textAlign: 'right' },
  product: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3 },
  short: { color: tokens.colorPaletteRedForeground1 },
  error: { color: tokens.colorPaletteRedForeground1, paddingTop: 0 },
  // A line with its serials or batch below it reads as one: no rule between the two rows.
  joined: { borderBottomColor: 'transparent' },
  tracking: { paddingTop: 0, paddingBottom: tokens.spacingVerticalS },
  input: { width: '100%', minWidth: 0 },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalL },
});

/** Titles and widths; the product column takes what is left. */
const COLUMNS: [title: string, width?: number][] = [
  ['序号', 44], ['商品'], ['单位', 88], ['数量', 80], ['单价', 86], ['折扣%', 64], ['税率%', 64], ['金额', 86], ['税额', 72], ['价税合计', 90], ['仓库', 130], ['备注', 90], ['', 40],
];
const pin = (i: number) => (i === 0 ? { left: 0 } : i === 1 ? { left: COLUMNS[0][1] } : undefined);

export interface LineGridProps {
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
  disabled?: boolean;
}

/** The document's lines: unit, quantity, price, discount, tax, line warehouse with its stock, amounts as a preview. */
export function LineGrid({ lines, onChange, onRemove, problems, short, warehouses, headerWarehouse, available, way, disabled }: LineGridProps) {
  const s = useStyles();
  const { qty, money, qtyDigits } = useNumbers();

  const onEnter = (key: string, field: Editable) => (e: KeyboardEvent<HTMLInputElement>) => {
    const next = NEXT[field];
    if (e.key !== 'Enter' || !next) return;
    e.preventDefault();
    focusCell(key, next);
  };

  const field = (l: DocLine, f: Editable, row: number, label: string, numeric = true) => (
    <Input
      size="small"
      className={s.input}
      value={l[f]}
      disabled={disabled}
      inputMode={numeric ? 'decimal' : undefined}
      aria-invalid={!!problems[l.key] || undefined}
      input={{ 'data-cell': cellId(l.key, f), 'aria-label': `第${row}行${label}`, style: numeric ? { textAlign: 'right' } : undefined } as Record<string, unknown>}
      onChange={(_, d) => onChange(l.key, { [f]: d.value })}
      onKeyDown={onEnter(l.key, f)}
    />
  );

  return (
    <div className={s.scroll}>
      <Table size="small" aria-label="单据明细" className={s.table}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map(([title, width], i) => (
              <TableHeaderCell key={i} className={mergeClasses(s.head, i < 2 && s.pinned)} style={{ width, ...pin(i) }} aria-label={title || '操作'}>{title}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l, i) => {
            const row = i + 1;
            const a = lineAmounts(l);
            const warehouseId = l.warehouseId || headerWarehouse;
            const stock = warehouseId ? available(l.sku.skuId, warehouseId) : undefined;
            const hint = conversionHint(l, qtyDigits);
            const t = tracks(l, way);
            const tracked = way && (t.serials || t.batch);
            return (
              <Fragment key={l.key}>
                <TableRow className={tracked ? s.joined : undefined}>
                  <TableCell className={s.pinned} style={pin(0)}>{row}</TableCell>
                  <TableCell className={s.pinned} style={pin(1)}>
                    <div className={s.product}>
                      <span className={s.name} title={l.sku.productName}>{l.sku.productName}</span>
                      <Caption1 className={s.sub}>{[l.sku.spec, l.sku.productCode].filter(Boolean).join(' · ')}</Caption1>
                    </div>
                  </TableCell>
                  <TableCell>
                    {l.sku.units.length > 1 ? (
                      <Dropdown
                        size="small"
                        className={s.input}
                        style={{ minWidth: 0 }}
                        disabled={disabled}
                        aria-label={`第${row}行单位`}
                        value={l.unitName}
                        selectedOptions={[l.unitName]}
                        onOptionSelect={(_, d) => d.optionValue && onChange(l.key, changeUnit(l, d.optionValue))}
                      >
                        {l.sku.units.map((u) => (
                          <Option key={u.unitName} value={u.unitName} text={u.unitName}>
                            {Number(u.ratio) === 1 ? u.unitName : `${u.unitName}（${Number(u.ratio)}${l.sku.unitName}）`}
                          </Option>
                        ))}
                      </Dropdown>
                    ) : (
                      l.unitName
                    )}
                    {hint && <Caption1 className={s.sub} as="p">{hint}</Caption1>}
                  </TableCell>
                  <TableCell>{field(l, 'qty', row, '数量')}</TableCell>
                  <TableCell>{field(l, 'price', row, '单价')}</TableCell>
                  <TableCell>{field(l, 'discount', row, '折扣率')}</TableCell>
                  <TableCell>{field(l, 'taxRate', row, '税率')}</TableCell>
                  <TableCell className={s.num}>{money(a.amount)}</TableCell>
                  <TableCell className={s.num}>{money(a.taxAmount)}</TableCell>
                  <TableCell className={s.num}>{money(a.lineTotal)}</TableCell>
                  <TableCell>
                    <ChoiceSelect
                      size="small"
                      className={s.input}
                      style={{ minWidth: 0 }}
                      disabled={disabled}
                      aria-label={`第${row}行仓库`}
                      choices={warehouses}
                      value={l.warehouseId}
                      emptyLabel="同表头仓库"
                      onChange={(v) => onChange(l.key, { warehouseId: v })}
                    />
                    {stock !== undefined && (
                      <Caption1 as="p" className={short.has(l.key) ? s.short : s.sub}>
                        库存 {qty(stock)}{l.sku.unitName}{short.has(l.key) ? '，库存不足' : ''}
                      </Caption1>
                    )}
                  </TableCell>
                  <TableCell>{field(l, 'remark', row, '备注', false)}</TableCell>
                  <TableCell>
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} disabled={disabled} aria-label={`删除第${row}行`} onClick={() => onRemove(l.key)} />
                  </TableCell>
                </TableRow>
                {tracked && (
                  <TableRow className={problems[l.key] ? s.joined : undefined}>
                    <TableCell colSpan={COLUMNS.length} className={s.tracking}>
                      <LineTracking
                        line={l}
                        row={row}
                        way={way}
                        warehouseId={warehouseId}
                        warehouseName={warehouses.find((w) => w.id === warehouseId)?.name ?? ''}
                        taken={lines.filter((o) => o !== l && o.sku.skuId === l.sku.skuId).flatMap((o) => o.serials)}
                        onChange={(patch) => onChange(l.key, patch)}
                        disabled={disabled}
                      />
                    </TableCell>
                  </TableRow>
                )}
                {problems[l.key] && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length} className={s.error} role="alert">{problems[l.key]}</TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={s.empty}>还没有商品：在下方输入名称、编码或条码后回车，或点“选择商品”</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
