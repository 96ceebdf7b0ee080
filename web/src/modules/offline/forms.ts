import { shopDay } from '@jxc/services/contracts';
import type { CachedSku } from './store';

/** A sale as typed on the phone. */
export interface SaleDraft {
  customId: string;
  warehouseId: string;
  lines: { skuId: string; qty: string; price: string }[];
  /** 本次收款 as typed; ignored while `inFull`. */
  received?: string;
  /** 全额收款: what is received follows the total. Unset, it follows the company's 零售默认全额收款 for a retail customer. */
  inFull?: boolean;
  accountId?: string;
}

/** A stock count as typed on the phone: what was counted of each SKU. */
export interface CountDraft {
  warehouseId: string;
  lines: { skuId: string; count: string }[];
}

export const EMPTY_SALE: SaleDraft = { customId: '', warehouseId: '', lines: [] };
export const EMPTY_COUNT: CountDraft = { warehouseId: '', lines: [] };

const amount = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** SKUs a scanned or typed text names: the one whose bar code or code it is, else those whose name holds it. */
export function matchSkus(skus: readonly CachedSku[], text: string): CachedSku[] {
  const t = text.trim().toLowerCase();
  if (!t) return [];
  const exact = skus.filter((s) => s.barCode?.toLowerCase() === t || s.productCode.toLowerCase() === t);
  if (exact.length) return exact;
  return skus.filter((s) => `${s.productName} ${s.spec}`.toLowerCase().includes(t)).slice(0, 8);
}

/** Goods the phone forms leave to the computer: serials must be picked from stock, and a count of batches needs each batch. */
export const saleRefusal = (sku: CachedSku) => (sku.serialFlag ? `${sku.productName}按序列号管理，请联网后在销售单中开单` : undefined);
export const countRefusal = (sku: CachedSku) =>
  sku.serialFlag || sku.lifeFlag ? `${sku.productName}按${sku.serialFlag ? '序列号' : '批次'}管理，请联网后在盘点单中盘点` : undefined;

/** Adds a SKU to the lines, or one more of it when it is there already. */
export function addSaleLine(draft: SaleDraft, sku: CachedSku): SaleDraft {
  const at = draft.lines.findIndex((l) => l.skuId === sku.skuId);
  if (at >= 0) return { ...draft, lines: draft.lines.map((l, i) => (i === at ? { ...l, qty: String((amount(l.qty) || 0) + 1) } : l)) };
  return { ...draft, lines: [...draft.lines, { skuId: sku.skuId, qty: '1', price: sku.salePrice === null ? '' : String(sku.salePrice) }] };
}

export function addCountLine(draft: CountDraft, sku: CachedSku): CountDraft {
  const at = draft.lines.findIndex((l) => l.skuId === sku.skuId);
  if (at >= 0) return { ...draft, lines: draft.lines.map((l, i) => (i === at ? { ...l, count: String((amount(l.count) || 0) + 1) } : l)) };
  return { ...draft, lines: [...draft.lines, { skuId: sku.skuId, count: '1' }] };
}

const cents = (n: number) => Math.round(n * 100) / 100;

export const saleTotal = (d: SaleDraft) => cents(d.lines.reduce((sum, l) => sum + (amount(l.qty) || 0) * (amount(l.price) || 0), 0));

/** 本次收款: the total when received in full, else what was typed (blank is nothing). */
export const receivedOf = (d: SaleDraft) => (d.inFull ? saleTotal(d) : (d.received ?? '').trim() === '' ? 0 : amount(d.received!));

/** What keeps a sale from being saved, in the words of its fields; none when it can go. */
export function saleProblems(d: SaleDraft): string[] {
  const problems = [];
  if (!d.customId) problems.push('请选择客户');
  if (!d.warehouseId) problems.push('请选择仓库');
  if (!d.lines.length) problems.push('请录入商品');
  d.lines.forEach((l, i) => {
    if (!(amount(l.qty) > 0)) problems.push(`第${i + 1}行数量须大于0`);
    if (!(amount(l.price) >= 0)) problems.push(`第${i + 1}行单价须为不小于0的数`);
  });
  const received = receivedOf(d);
  if (!(received >= 0)) problems.push('本次收款须为不小于0的数');
  else if (received > saleTotal(d)) problems.push('本次收款不能大于合计金额');
  else if (received > 0 && !d.accountId) problems.push('请选择结算账户');
  return problems;
}

export function countProblems(d: CountDraft): string[] {
  const problems = [];
  if (!d.warehouseId) problems.push('请选择仓库');
  if (!d.lines.length) problems.push('请录入商品');
  d.lines.forEach((l, i) => {
    if (!(amount(l.count) >= 0)) problems.push(`第${i + 1}行盘点数量须为不小于0的数`);
  });
  return problems;
}

/** Sale/Save's body: saved and audited at once, as a sale made at the counter, with what was received. */
export const saleBody = (d: SaleDraft, at = new Date()) => ({
  customId: d.customId,
  warehouseId: d.warehouseId,
  billDate: shopDay(at),
  lines: d.lines.map((l) => ({ skuId: l.skuId, qty: Number(l.qty), price: Number(l.price) })),
  ...(receivedOf(d) > 0 && { receiveAmount: receivedOf(d), accountId: d.accountId }),
  audit: true,
});

/** Invtak/Save's body: a draft 盘点单, audited on the computer once its differences are looked at. */
export const countBody = (d: CountDraft, at = new Date()) => ({
  warehouseId: d.warehouseId,
  billDate: shopDay(at),
  lines: d.lines.map((l) => ({ skuId: l.skuId, countQty: Number(l.count) })),
});

/** The goods of a document in a few words: the first names, and how many kinds in all when more. */
export function goodsOf(lines: readonly { skuId: string }[], skus: readonly CachedSku[]): string {
  const names = lines.map((l) => skus.find((s) => s.skuId === l.skuId)?.productName ?? '?');
  return names.length > 3 ? `${names.slice(0, 3).join('、')}等${names.length}种` : names.join('、');
}

/** "11-28 14:05": when the phone's prices and stock were taken. */
export function asOf(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
