import type { ComboPart } from '@jxc/services/contracts';
import { call } from '../../api/http';
import type { Page, PageQuery } from '../../api/types';
import type { DocDetailLine, Sku } from './api';
import type { FormLine } from './lines';

/** A combo (商品套餐) as ProductCombo/Options answers it (its price null without the sale price flag). */
export interface ComboChoice {
  comboId: string;
  comboName: string;
  comboCode: string;
  comboPrice: number | null;
  components: { skuId: string; qty: number; productName: string; spec: string; unitName: string }[];
}

/** What a line selling a combo carries: which combo, and each component per combo (for the stock check). */
export interface LineCombo {
  comboId: string;
  components: { skuId: string; qty: number }[];
}

/** The combo line a saved component line came from (the server's DocLine.combo). */
export type DetailCombo = ComboPart;

export const comboOptions = (q: PageQuery) => call<Page<ComboChoice>>('ProductCombo/Options', q);

const COMBO_UNIT = '套';

/** A combo stands on its line as a SKU of its own, sold by the 套 at the combo price. */
export const comboSku = (c: Pick<ComboChoice, 'comboId' | 'comboName' | 'comboCode' | 'comboPrice'>): Sku => ({
  skuId: `combo:${c.comboId}`,
  productId: '',
  productName: c.comboName,
  productCode: c.comboCode,
  spec: '套餐',
  barCode: null,
  unitName: COMBO_UNIT,
  units: [{ unitName: COMBO_UNIT, ratio: '1' }],
  salePrice: c.comboPrice,
  purchasePrice: null,
  wholesalePrice: null,
  serialFlag: false,
  lifeFlag: false,
  shelfLifeDays: null,
});

const text = (v: number | string) => String(v);

/**
 * The saved lines with each combo's component lines back as the one combo line the user entered: as sold (edit,
 * copy), or, made into a later document (a return from its sale), as many combos as every component still has open.
 */
export function groupCombos<R extends { line: DocDetailLine; qty: number }>(rows: R[], open: boolean): (R | { combo: FormLine })[] {
  const out: (R | { combo: FormLine })[] = [];
  const seen = new Map<number, { combo: FormLine; combos: number[] }>();
  for (const r of rows) {
    const c = (r.line as DocDetailLine & { combo?: DetailCombo | null }).combo;
    if (!c) {
      out.push(r);
      continue;
    }
    const combos = open ? Math.floor(r.qty / Number(c.each) + 1e-9) : Number(c.qty);
    const known = seen.get(c.line);
    if (known) {
      known.combos.push(combos);
      known.combo.combo!.components.push({ skuId: r.line.skuId, qty: Number(c.each) });
      known.combo.qty = text(Math.min(...known.combos));
      continue;
    }
    const combo: FormLine = {
      key: `c${c.line}`,
      sku: comboSku({ comboId: c.comboId, comboName: c.comboName, comboCode: c.comboCode, comboPrice: Number(c.price) }),
      unitName: COMBO_UNIT,
      qty: text(combos),
      price: c.price,
      discount: c.discount,
      taxRate: text(r.line.taxRate),
      warehouseId: '',
      remark: r.line.remark ?? '',
      serials: [],
      batchNo: '',
      productionDate: '',
      expiryDate: '',
      combo: { comboId: c.comboId, components: [{ skuId: r.line.skuId, qty: Number(c.each) }] },
    };
    seen.set(c.line, { combo, combos: [combos] });
    out.push({ combo });
  }
  return out.filter((r) => !('combo' in r) || Number(r.combo.qty) > 0);
}

/** Where a combo's component lines start in a saved document: the combo line as sold, said once above them ('套餐 杯子套装 3套 × 30'). */
export function comboHeading(lines: DocDetailLine[], i: number, money: (v: number) => string): string | null {
  const c = lines[i].combo;
  if (!c || lines[i - 1]?.combo?.line === c.line) return null;
  return `套餐 ${c.comboName}（${c.comboCode}）${Number(c.qty)}套 × ${money(Number(c.price))}${Number(c.discount) !== 100 ? `，折扣${Number(c.discount)}%` : ''}`;
}
