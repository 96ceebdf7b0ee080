import type { DataSource } from 'typeorm';
import { D, Dec, toDb } from '../shared/decimal';
import { ValidationError } from '../shared/errors';
import type { ComboPart } from '../contracts';
import type { DocLine, LineInput } from './lines';

/** A combo (商品套餐) as sold: each component SKU, how many go in one combo, and its weight in sharing the combo's amount. */
export interface ComboSold {
  comboId: string;
  comboName: string;
  comboCode: string;
  components: { skuId: string; qty: string; weight: string }[];
}

export type ComboSource = (ds: DataSource, companyId: string, comboIds: string[]) => Promise<Map<string, ComboSold>>;

let source: ComboSource | undefined;

/** Where the engine finds the enabled combos: the app plugs in those of the module that keeps them as it starts. */
export const registerComboSource = (s: ComboSource) => {
  source = s;
};

export const findCombos = (ds: DataSource, companyId: string, ids: string[]) =>
  ids.length && source ? source(ds, companyId, ids) : Promise.resolve(new Map<string, ComboSold>());

/** The combos of a document's lines as they were sold (a return brings its sale's composition back, not today's). */
export function combosOf(lines: DocLine[]): Map<string, ComboSold> {
  const out = new Map<string, ComboSold>();
  for (const l of lines) {
    if (!l.combo) continue;
    const c = out.get(l.combo.comboId) ?? {
      comboId: l.combo.comboId,
      comboName: l.combo.comboName,
      comboCode: l.combo.comboCode,
      components: [],
    };
    if (!out.has(c.comboId) || c.components.every((x) => x.skuId !== l.skuId))
      c.components.push({ skuId: l.skuId, qty: l.combo.each, weight: l.price });
    out.set(c.comboId, c);
  }
  return out;
}

const MONEY = 2;

/**
 * A combo line becomes a line per component: quantity the combos times the component's, and a share of the combo
 * line's amount (qty × price × discount) by the components' weights (their sale prices; equal by quantity when none
 * has one), the last taking the rounding, so the components add up to what the combo line sold for. Each keeps the
 * combo line (ComboPart). Other lines go through as they are.
 */
export function expandCombos(inputs: LineInput[], combos: Map<string, ComboSold>): LineInput[] {
  return inputs.flatMap((l, i): LineInput[] => {
    const row = `明细第${i + 1}行`;
    if (!l.comboId) {
      if (!l.skuId) throw new ValidationError(`${row}的商品不能为空`, 'lines');
      return [l];
    }
    const combo = combos.get(l.comboId);
    if (!combo) throw new ValidationError(`${row}的套餐不存在或已停用`, 'lines');
    const discount = l.discount ?? new D(100);
    const amount = l.qty.times(l.price).times(discount).div(100).toDecimalPlaces(MONEY);
    const weights = combo.components.map((c) => new D(c.qty).times(c.weight));
    const total = weights.reduce((a, b) => a.plus(b), new D(0));
    const shares = total.gt(0) ? weights : combo.components.map((c) => new D(c.qty));
    const whole = shares.reduce((a, b) => a.plus(b), new D(0));
    let left: Dec = amount;
    return combo.components.map((c, j) => {
      const share = j === combo.components.length - 1 ? left : amount.times(shares[j]).div(whole).toDecimalPlaces(MONEY);
      left = left.minus(share);
      const qty = l.qty.times(c.qty);
      const part: ComboPart = {
        line: i + 1,
        comboId: combo.comboId,
        comboName: combo.comboName,
        comboCode: combo.comboCode,
        qty: toDb(l.qty),
        price: toDb(l.price),
        discount: toDb(discount),
        each: c.qty,
      };
      return {
        skuId: c.skuId,
        qty,
        price: share.div(qty).toDecimalPlaces(6),
        amount: share,
        taxRate: l.taxRate,
        warehouseId: l.warehouseId,
        remark: l.remark,
        combo: part,
      };
    });
  });
}
