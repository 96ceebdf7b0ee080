import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { BoxMultipleRegular, BeakerRegular } from '@fluentui/react-icons';
import type { CustomerSku } from './api';
import type { DocLine } from './docForm';
import type { Choice, LineField } from './kind';
import { focusCell, LINES_SCOPE } from './LineCells';
import { LineGrid } from './LineGrid';
import { FormulaPicker, type FormulaChoice } from './FormulaPicker';
import { addSku, newLine, shortLines } from './lines';
import { skuDetail } from './api';
import { ComboPicker } from './ComboPicker';
import { comboSku, type ComboChoice } from './combos';
import { SkuEntry } from './SkuEntry';
import { SkuPicker } from './SkuPicker';
import type { StockWay } from './tracking';
import { useSkuStock } from './useSkuStock';
import { useSession } from '../../session/useSession';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  entry: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    '& > :first-child': { flex: '1 1 320px' },
  },
});

export interface LinesEditorProps {
  /** What the grid and the entry box are called (单据明细; an assembly's 组件 and 成品). */
  label?: string;
  lines: DocLine[];
  setLines: Dispatch<SetStateAction<DocLine[]>>;
  /** Messages by line key, and about the lines as a whole (no lines …). */
  problems: Record<string, string>;
  message?: string;
  /** The user changed a line (`key`) or added lines: their messages are out of date. */
  onEdited: (key?: string) => void;
  way: StockWay | null;
  fields: readonly LineField[];
  /** The lines take stock out: each is checked against the stock available (seed §5). */
  outbound: boolean;
  priceOf: (sku: CustomerSku) => number | null;
  /** Look-ups answer this customer's prices. */
  customId?: string;
  headerWarehouse: string;
  warehouses: Choice[];
  /** Starts every new line's key: keys stay unique when a form has several groups of lines. */
  keyPrefix?: string;
  /** Lines may sell combos (商品套餐): a 选择套餐 button beside the entry box. */
  combos?: boolean;
  /** Lines may come from a formula (配方): a 从配方添加 button beside the entry box. */
  formulas?: boolean;
}

/**
 * A document's lines as the user enters them: the grid, and the entry box (keyboard: name, code or barcode, Enter;
 * the quantity takes the focus, but a scanned barcode leaves it in the box for the next scan) with the product
 * picker. A form may hold several, each its own focus scope.
 */
export function LinesEditor({
  label,
  lines,
  setLines,
  problems,
  message,
  onEdited,
  way,
  fields,
  outbound,
  priceOf,
  customId,
  headerWarehouse,
  warehouses,
  keyPrefix = 'n',
  combos,
  formulas,
}: LinesEditorProps) {
  const s = useStyles();
  const [picking, setPicking] = useState(false);
  const [pickingCombo, setPickingCombo] = useState(false);
  const [pickingFormula, setPickingFormula] = useState(false);
  const [focus, setFocus] = useState<{ key: string }>();
  const linesNow = useRef(lines);
  linesNow.current = lines;
  const nextKey = useRef(0);
  const merge = useSession().mergeSameSku === 1;
  const available = useSkuStock(lines.flatMap((l) => (l.combo ? l.combo.components.map((c) => c.skuId) : [l.sku.skuId])));
  const short = outbound ? shortLines(lines, headerWarehouse, available) : new Set<string>();

  useEffect(() => {
    if (focus) focusCell(focus.key, 'qty');
  }, [focus]);

  /** Lines for the SKUs picked; a scanned one leaves the focus in the entry box. */
  const pick = (skus: CustomerSku[], scanned = false) => {
    let next = linesNow.current;
    let target = '';
    for (const k of skus) ({ lines: next, focus: target } = addSku(next, k, priceOf(k), `${keyPrefix}${++nextKey.current}`, merge));
    // The next scan may come before the render.
    linesNow.current = next;
    setLines(next);
    if (!scanned) setFocus({ key: target });
    onEdited();
    setPicking(false);
  };

  /** A combo is added as one line at its price (again: one more on its line); its stock is its components'. */
  const pickCombo = (c: ComboChoice) => {
    const key = `${keyPrefix}${++nextKey.current}`;
    const combo = { comboId: c.comboId, components: c.components.map(({ skuId, qty }) => ({ skuId, qty })) };
    const added = addSku(linesNow.current, comboSku(c), c.comboPrice, key, merge);
    setLines(added.lines.map((l) => (l.key === key ? { ...l, combo } : l)));
    setFocus({ key: added.focus });
    onEdited();
    setPickingCombo(false);
  };

  /** A formula adds each of its SKUs as a line of its own at the formula's quantity (a SKU since removed is left out). */
  const pickFormula = async (f: FormulaChoice) => {
    setPickingFormula(false);
    const skus = await Promise.all(f.lines.map((l) => skuDetail(l.skuId).catch(() => undefined)));
    let next = linesNow.current;
    let target = '';
    f.lines.forEach((l, i) => {
      const k = skus[i];
      if (!k) return;
      target = `${keyPrefix}${++nextKey.current}`;
      next = [...next, { ...newLine(target, k, priceOf(k)), qty: String(l.qty) }];
    });
    setLines(next);
    if (target) setFocus({ key: target });
    onEdited();
  };

  return (
    <div className={s.root} {...{ [LINES_SCOPE]: '' }}>
      <LineGrid
        label={label && `${label}明细`}
        lines={lines}
        onChange={(key, patch) => {
          setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
          onEdited(key);
        }}
        onRemove={(key) => setLines((ls) => ls.filter((l) => l.key !== key))}
        problems={problems}
        short={short}
        warehouses={warehouses}
        headerWarehouse={headerWarehouse}
        available={available}
        way={way}
        fields={fields}
      />
      <div className={s.entry}>
        <SkuEntry
          label={label && `录入${label}`}
          customId={customId}
          onPick={(k, scanned) => pick([k], scanned)}
          onBrowse={() => setPicking(true)}
        />
        {combos && (
          <Button icon={<BoxMultipleRegular />} onClick={() => setPickingCombo(true)}>
            选择套餐
          </Button>
        )}
        {formulas && (
          <Button icon={<BeakerRegular />} onClick={() => setPickingFormula(true)}>
            从配方添加
          </Button>
        )}
      </div>
      {message && (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      {pickingCombo && <ComboPicker onPick={pickCombo} onClose={() => setPickingCombo(false)} />}
      {pickingFormula && <FormulaPicker onPick={(f) => void pickFormula(f)} onClose={() => setPickingFormula(false)} />}
      {picking && <SkuPicker priceOf={priceOf} customId={customId} onPick={pick} onClose={() => setPicking(false)} />}
    </div>
  );
}
