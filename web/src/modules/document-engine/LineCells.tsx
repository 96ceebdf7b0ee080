import type { FC, KeyboardEvent, ReactNode } from 'react';
import { Caption1, Dropdown, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useNumbers } from '../../kit/numbers';
import { ChoiceSelect } from '../../kit/ChoiceSelect';
import type { DocLine } from './docForm';
import type { Choice, LineField } from './kind';
import { changeUnit, conversionHint, lineAmounts, type LineAmounts } from './lines';
import { ENTRY_CELL } from './SkuEntry';

type Editable = 'qty' | 'price' | 'discount' | 'taxRate' | 'remark';

/** Enter moves on: quantity → price (on priced lines) → the entry box for the next product. */
const NEXT: Partial<Record<Editable, string>> = { qty: 'price', price: ENTRY_CELL };

const cellId = (key: string, field: string) => `${key}:${field}`;

/** Marks a grid with its entry box (LinesEditor): Enter on a line goes to the entry box of the lines it is in. */
export const LINES_SCOPE = 'data-lines';

const focusIn = (root: ParentNode, selector: string) => {
  const el = root.querySelector<HTMLInputElement>(selector);
  el?.focus();
  el?.select?.();
  return !!el;
};

/** Focuses a cell of the line grid; false when the line has no such cell. */
export const focusCell = (key: string, field: string) => focusIn(document, `[data-cell="${cellId(key, field)}"]`);

/** Focuses the entry box of the lines `from` is in. */
const focusEntry = (from: Element) => focusIn(from.closest(`[${LINES_SCOPE}]`) ?? document, `[data-cell="${ENTRY_CELL}"]`);

/** What a line's cells need, in the table and on the card alike. */
export interface LineCtx {
  line: DocLine;
  /** 1-based; the controls are labelled '第{row}行…'. */
  row: number;
  set: (patch: Partial<DocLine>) => void;
  /** The line has a problem message. */
  invalid: boolean;
  /** Over the available stock. */
  short: boolean;
  /** Available stock in the line's warehouse, when known. */
  stock?: number;
  warehouses: Choice[];
  disabled?: boolean;
}

/** A line as both layouts show it: its cells' context, its serials or batch, its message. */
export interface LineView extends LineCtx {
  tracking?: ReactNode;
  problem?: string;
  remove: () => void;
}

export const EMPTY_LINES = '还没有商品：在下方输入名称、编码或条码后回车，或点“选择商品”';

/** An editable cell or an amount of a line: a table column, or a labelled field on the phone's card. */
export interface LineCell {
  key: LineField;
  title: string;
  /** Table column width, padding included. */
  width: number;
  /** Read-only amounts: right-aligned in the table, a row of figures under the card's fields. */
  computed?: boolean;
  /** Takes a whole row of the card. */
  wide?: boolean;
  Cell: FC<LineCtx>;
}

const useStyles = makeStyles({
  input: { width: '100%', minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
  short: { color: tokens.colorPaletteRedForeground1 },
});

const input = (f: Editable, label: string, numeric = true): FC<LineCtx> =>
  function LineInput({ line, row, set, invalid, disabled }) {
    const s = useStyles();
    const next = NEXT[f];
    const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key !== 'Enter' || !next) return;
      e.preventDefault();
      if (next === ENTRY_CELL || !focusCell(line.key, next)) focusEntry(e.currentTarget);
    };
    return (
      <Input
        size="small"
        className={s.input}
        value={line[f]}
        disabled={disabled}
        inputMode={numeric ? 'decimal' : undefined}
        aria-invalid={invalid || undefined}
        input={
          {
            'data-cell': cellId(line.key, f),
            'aria-label': `第${row}行${label}`,
            style: numeric ? { textAlign: 'right' } : undefined,
          } as Record<string, unknown>
        }
        onChange={(_, d) => set({ [f]: d.value })}
        onKeyDown={onKeyDown}
      />
    );
  };

const amount = (f: keyof LineAmounts): FC<LineCtx> =>
  function LineAmount({ line }) {
    return useNumbers().money(lineAmounts(line)[f]);
  };

/** The unit (a choice when the SKU has several) and the quantity in the main unit. */
function UnitCell({ line: l, row, set, disabled }: LineCtx) {
  const s = useStyles();
  const hint = conversionHint(l, useNumbers().qtyDigits);
  return (
    <>
      {l.sku.units.length > 1 ? (
        <Dropdown
          size="small"
          className={s.input}
          style={{ minWidth: 0 }}
          disabled={disabled}
          aria-label={`第${row}行单位`}
          value={l.unitName}
          selectedOptions={[l.unitName]}
          onOptionSelect={(_, d) => d.optionValue && set(changeUnit(l, d.optionValue))}
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
      {hint && (
        <Caption1 className={s.sub} as="p">
          {hint}
        </Caption1>
      )}
    </>
  );
}

/** The line's own warehouse ('' the header's) and its stock. */
function WarehouseCell({ line, row, set, short, stock, warehouses, disabled }: LineCtx) {
  const s = useStyles();
  const { namedUnits } = useNumbers();
  return (
    <>
      <ChoiceSelect
        size="small"
        className={s.input}
        style={{ minWidth: 0 }}
        disabled={disabled}
        aria-label={`第${row}行仓库`}
        choices={warehouses}
        value={line.warehouseId}
        emptyLabel="同表头仓库"
        onChange={(v) => set({ warehouseId: v })}
      />
      {stock !== undefined && (
        <Caption1 as="p" className={short ? s.short : s.sub}>
          库存 {namedUnits(stock, line.sku)}
          {short ? '，库存不足' : ''}
        </Caption1>
      )}
    </>
  );
}

/** The stock on hand in the header warehouse, for kinds whose lines name no warehouse of their own. */
function StockCell({ line, short, stock }: LineCtx) {
  const s = useStyles();
  const { namedUnits } = useNumbers();
  if (stock === undefined) return null;
  return (
    <span className={short ? s.short : undefined}>
      {namedUnits(stock, line.sku)}
      {short ? '，库存不足' : ''}
    </span>
  );
}

/** Every cell a line may have between the product and the delete button, in table order. */
const CELLS: LineCell[] = [
  { key: 'unit', title: '单位', width: 88, Cell: UnitCell },
  { key: 'qty', title: '数量', width: 80, Cell: input('qty', '数量') },
  { key: 'price', title: '单价', width: 86, Cell: input('price', '单价') },
  { key: 'discount', title: '折扣%', width: 64, Cell: input('discount', '折扣率') },
  { key: 'taxRate', title: '税率%', width: 64, Cell: input('taxRate', '税率') },
  { key: 'amount', title: '金额', width: 86, computed: true, Cell: amount('amount') },
  { key: 'taxAmount', title: '税额', width: 72, computed: true, Cell: amount('taxAmount') },
  { key: 'lineTotal', title: '价税合计', width: 90, computed: true, Cell: amount('lineTotal') },
  { key: 'warehouse', title: '仓库', width: 130, Cell: WarehouseCell },
  { key: 'stock', title: '库存', width: 110, computed: true, Cell: StockCell },
  { key: 'remark', title: '备注', width: 90, wide: true, Cell: input('remark', '备注', false) },
];

/** The cells of a kind's line fields, in table order. */
export const lineCells = (fields: readonly LineField[]) => CELLS.filter((c) => fields.includes(c.key));

const useProductStyles = makeStyles({
  product: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3 },
});

/** The product's name over its spec and code; cut short in the table, wrapped on a card. */
export function LineProduct({ line, wrap = false }: { line: DocLine; wrap?: boolean }) {
  const s = useProductStyles();
  return (
    <div className={s.product}>
      <span className={wrap ? undefined : s.name} title={line.sku.productName}>
        {line.sku.productName}
      </span>
      <Caption1 className={s.sub}>{[line.sku.spec, line.sku.productCode].filter(Boolean).join(' · ')}</Caption1>
    </div>
  );
}
