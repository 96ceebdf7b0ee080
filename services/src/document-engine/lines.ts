import { MAX_DECIMAL } from '../contracts';
import { D, Dec, dec, sum, toDb } from '../shared/decimal';
import { ValidationError } from '../shared/errors';
import type { LineTracking, StockDirection, TrackingInput } from './moves';
import type { ComboPart } from '../contracts';

export interface LineInput extends TrackingInput {
  skuId: string;
  /** The way the line moves stock on a kind whose lines go both ways (组装拆卸); otherwise the kind's direction. */
  direction?: StockDirection;
  qty: Dec;
  price: Dec;
  unitName?: string;
  discount?: Dec;
  taxRate?: Dec;
  warehouseId?: string;
  remark?: string;
  /** Which of the SKU's prices the line sets, on a kind whose lines are prices (调价单): salePrice, grade:<gradeId> … */
  priceType?: string;
  /** A combo sold as this line (DocumentKind.combos), in place of a SKU: expanded into its components before lines are computed. */
  comboId?: string;
  /** A component of a combo line: its share of the combo's amount, and the combo line it came from. */
  amount?: Dec;
  combo?: ComboPart;
}

export interface SkuUnits {
  unitName: string;
  units: { unitName: string; ratio: string }[];
}

/** A computed line: amounts are exact decimal strings; baseQty is in the SKU's main unit. Lines saved before tracking have none. */
export interface DocLine extends Partial<LineTracking> {
  lineNo: number;
  skuId: string;
  /** As LineInput.direction: only on kinds whose lines go both ways. */
  direction?: StockDirection;
  /** As LineInput.priceType: only on kinds whose lines are prices. */
  priceType?: string;
  /** A component of a combo line: the combo line it came from. */
  combo?: ComboPart;
  warehouseId: string;
  unitName: string;
  ratio: string;
  qty: string;
  baseQty: string;
  price: string;
  discount: string;
  taxRate: string;
  amount: string;
  taxAmount: string;
  lineTotal: string;
  /** Amount after the header discount's share: what the goods cost. */
  costAmount: string;
  remark: string;
}

export interface DocTotals {
  amount: string;
  taxAmount: string;
  discountAmount: string;
  totalAmount: string;
}

const MONEY = 2;

/**
 * Line amount = qty × price × discount%; tax on top; the header discount is shared over the lines by amount
 * (the last line takes the rounding) so that the goods' cost adds up to what was paid for them.
 */
export function computeLines(
  inputs: LineInput[],
  units: Map<string, SkuUnits>,
  defaultWarehouse: string,
  headerDiscount: Dec = dec(0),
): { lines: DocLine[]; totals: DocTotals } {
  const lines = inputs.map((l, i) => {
    const sku = units.get(l.skuId);
    const row = `明细第${i + 1}行`;
    if (!sku) throw new ValidationError(`${row}的商品不存在或已停用`, 'lines');
    const unitName = l.unitName ?? sku.unitName;
    const unit = sku.units.find((u) => u.unitName === unitName);
    if (!unit) throw new ValidationError(`${row}的单位“${unitName}”不是该商品的单位`, 'lines');
    const discount = l.discount ?? dec(100);
    const taxRate = l.taxRate ?? dec(0);
    const amount = l.amount ?? l.qty.times(l.price).times(discount).div(100).toDecimalPlaces(MONEY);
    if (amount.gt(MAX_DECIMAL) || l.qty.times(unit.ratio).gt(MAX_DECIMAL))
      throw new ValidationError(`${row}的金额或数量超出上限${MAX_DECIMAL}`, 'lines');
    const taxAmount = amount.times(taxRate).div(100).toDecimalPlaces(MONEY);
    return {
      lineNo: i + 1,
      skuId: l.skuId,
      ...(l.direction && { direction: l.direction }),
      ...(l.priceType && { priceType: l.priceType }),
      ...(l.combo && { combo: l.combo }),
      warehouseId: l.warehouseId ?? defaultWarehouse,
      unitName,
      ratio: unit.ratio,
      qty: toDb(l.qty),
      baseQty: toDb(l.qty.times(unit.ratio)),
      price: toDb(l.price),
      discount: toDb(discount),
      taxRate: toDb(taxRate),
      amount: toDb(amount),
      taxAmount: toDb(taxAmount),
      lineTotal: toDb(amount.plus(taxAmount)),
      costAmount: toDb(amount),
      remark: l.remark ?? '',
    };
  });
  const amount = sum(lines.map((l) => l.amount));
  const taxAmount = sum(lines.map((l) => l.taxAmount));
  if (headerDiscount.gt(amount.plus(taxAmount))) throw new ValidationError('整单优惠不能大于单据金额', 'discountAmount');
  if (headerDiscount.gt(0) && amount.gt(0)) {
    let left = headerDiscount;
    lines.forEach((l, i) => {
      const share = i === lines.length - 1 ? left : headerDiscount.times(l.amount).div(amount).toDecimalPlaces(MONEY);
      left = left.minus(share);
      l.costAmount = toDb(dec(l.amount).minus(share));
    });
  }
  const totals = {
    amount: toDb(amount),
    taxAmount: toDb(taxAmount),
    discountAmount: toDb(headerDiscount),
    totalAmount: toDb(amount.plus(taxAmount).minus(headerDiscount)),
  };
  return { lines, totals };
}

/** Main-unit quantities per SKU (and warehouse), for stock checks and returns. */
export function qtyBySku(lines: Pick<DocLine, 'skuId' | 'warehouseId' | 'baseQty'>[], byWarehouse = false): Map<string, Dec> {
  const out = new Map<string, Dec>();
  for (const l of lines) {
    const key = byWarehouse ? `${l.warehouseId}|${l.skuId}` : l.skuId;
    out.set(key, (out.get(key) ?? new D(0)).plus(l.baseQty));
  }
  return out;
}
