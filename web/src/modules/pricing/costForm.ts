import type { CostDetailLine } from './api';

/** A SKU on the 成本调价 form: its stock and cost in the warehouse now, and the new cost typed. */
export interface CostLine {
  key: string;
  skuId: string;
  productName: string;
  spec: string;
  unitName: string;
  /** In the warehouse: quantity and average cost (null: hidden, or no stock to average). */
  qty: number;
  costPrice: number | null;
  next: string;
  remark: string;
}

export interface CostHeader {
  adjustId: string;
  billNo: string;
  warehouseId: string;
  billDate: string;
  remark: string;
}

export interface CostProblems {
  header: Partial<Record<'warehouseId' | 'billDate', string>>;
  lines: Record<string, string>;
  form?: string;
}

const NUMBER = /^\d{1,12}(\.\d{1,6})?$/;

/** What the adjustment would add to the stock's value (− take), as the audit reckons it: quantity × new cost − value now. */
export function valueMoved(l: Pick<CostLine, 'qty' | 'costPrice' | 'next'>): number | null {
  if (!NUMBER.test(l.next.trim()) || l.costPrice === null || !(l.qty > 0)) return null;
  return Math.round((l.qty * Number(l.next) - l.qty * l.costPrice) * 100) / 100;
}

/** What is wrong before saving: no warehouse, no lines, a cost that is not a number ≥ 0, stock that is not there. */
export function validateCost(header: CostHeader, lines: CostLine[]): CostProblems {
  const problems: CostProblems = { header: {}, lines: {} };
  if (!header.warehouseId) problems.header.warehouseId = '请选择仓库';
  if (!header.billDate) problems.header.billDate = '请选择单据日期';
  for (const l of lines) {
    if (!NUMBER.test(l.next.trim())) problems.lines[l.key] = '请填写调整后成本价（不小于0的数字）';
    else if (!(l.qty > 0)) problems.lines[l.key] = '该仓库没有库存，不能调整成本';
  }
  if (!lines.length) problems.form = '请添加要调整成本的商品';
  return problems;
}

export const isCostClean = (p: CostProblems) => !p.form && !Object.values(p.header).some(Boolean) && !Object.values(p.lines).some(Boolean);

export const toCostInput = (header: CostHeader, lines: CostLine[], audit: boolean) => ({
  ...(header.adjustId && { adjustId: header.adjustId }),
  warehouseId: header.warehouseId,
  billDate: header.billDate,
  remark: header.remark,
  lines: lines.map((l) => ({ skuId: l.skuId, costPrice: Number(l.next), ...(l.remark && { remark: l.remark }) })),
  audit,
});

/** A saved 成本调价单's lines back on the form (their stock as the detail reckoned it now). */
export const costLinesOfDetail = (lines: CostDetailLine[]): CostLine[] =>
  lines.map((l) => ({
    key: l.skuId,
    skuId: l.skuId,
    productName: l.productName,
    spec: l.spec,
    unitName: l.unitName,
    qty: l.bookQty ?? 0,
    costPrice: l.oldCostPrice ?? null,
    next: l.costPrice === null ? '' : String(l.costPrice),
    remark: l.remark ?? '',
  }));
