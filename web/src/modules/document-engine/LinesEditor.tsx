import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { CustomerSku } from './api';
import type { DocLine } from './docForm';
import type { Choice, LineField } from './kind';
import { focusCell, LINES_SCOPE } from './LineCells';
import { LineGrid } from './LineGrid';
import { addSku, shortLines } from './lines';
import { SkuEntry } from './SkuEntry';
import { SkuPicker } from './SkuPicker';
import type { StockWay } from './tracking';
import { useSkuStock } from './useSkuStock';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

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
}

/**
 * A document's lines as the user enters them: the grid, and the entry box (keyboard: name, code or barcode, Enter;
 * the quantity takes the focus) with the product picker. A form may hold several, each its own focus scope.
 */
export function LinesEditor({ label, lines, setLines, problems, message, onEdited, way, fields, outbound, priceOf, customId, headerWarehouse, warehouses, keyPrefix = 'n' }: LinesEditorProps) {
  const s = useStyles();
  const [picking, setPicking] = useState(false);
  const [focus, setFocus] = useState<{ key: string }>();
  const linesNow = useRef(lines);
  linesNow.current = lines;
  const nextKey = useRef(0);
  const available = useSkuStock(lines.map((l) => l.sku.skuId));
  const short = outbound ? shortLines(lines, headerWarehouse, available) : new Set<string>();

  useEffect(() => {
    if (focus) focusCell(focus.key, 'qty');
  }, [focus]);

  const pick = (skus: CustomerSku[]) => {
    let next = linesNow.current;
    let target = '';
    for (const k of skus) ({ lines: next, focus: target } = addSku(next, k, priceOf(k), `${keyPrefix}${++nextKey.current}`));
    setLines(next);
    setFocus({ key: target });
    onEdited();
    setPicking(false);
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
      <SkuEntry label={label && `录入${label}`} customId={customId} onPick={(k) => pick([k])} onBrowse={() => setPicking(true)} />
      {message && <MessageBar intent="error"><MessageBarBody>{message}</MessageBarBody></MessageBar>}
      {picking && <SkuPicker priceOf={priceOf} customId={customId} onPick={pick} onClose={() => setPicking(false)} />}
    </div>
  );
}
