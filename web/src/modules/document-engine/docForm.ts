import { isDecimal } from '@jxc/services/contracts';
import type { DocDetail, DocDetailLine, DocSaveInput, Sku } from './api';
import { round, toNumber } from '../../utils/format';
import type { Failure } from '../../kit/useServerCall';
import { idOf, lineFieldsOf, stockWay, warehouseOf, type DocKind, type LineField } from './kind';
import { baseQty, docTotals, NO_DISCOUNT, NO_TAX, QTY_PLACES, toLineInputs, type FormLine } from './lines';
import { openLines } from './source';
import { groupCombos } from './combos';
import { trackingError, trackingFrom, trackingInput } from './tracking';

/** The form's header, as typed. */
export interface DocHeader {
  /** Set when editing a draft. */
  docId: string;
  billNo: string;
  partnerId: string;
  partnerName: string;
  billDate: string;
  warehouseId: string;
  discountAmount: string;
  settleAmount: string;
  prepaidAmount: string;
  accountId: string;
  remark: string;
  /** The document this one is made from, and its number for display. */
  sourceId: string;
  sourceBillNo: string;
  /** The kind's own header fields (DocKind.headerFields) by field. */
  extra: Record<string, string>;
}

export type HeaderField = Exclude<keyof DocHeader, 'extra'>;

/**
 * A form line may be limited by its source document (main units of that SKU on it); `offered` are the serials of
 * the source line, offered in the serial dialog.
 */
export type DocLine = FormLine & { limit?: number; offered?: string[] };

export interface DocForm {
  header: DocHeader;
  lines: DocLine[];
}

export interface Problems {
  /** By header field, or by the field of one of the kind's own header fields. */
  header: Partial<Record<string, string>>;
  /** By line key. */
  lines: Record<string, string>;
  /** About the document as a whole (no lines …). */
  form?: string;
}

export const emptyHeader = (billDate: string): DocHeader => ({
  docId: '',
  billNo: '',
  partnerId: '',
  partnerName: '',
  billDate,
  warehouseId: '',
  discountAmount: '',
  settleAmount: '',
  prepaidAmount: '',
  accountId: '',
  remark: '',
  sourceId: '',
  sourceBillNo: '',
  extra: {},
});

export const isClean = (p: Problems) => !p.form && Object.values(p.header).every((m) => !m) && Object.keys(p.lines).length === 0;

const percentError = (v: string, label: string) => {
  const n = toNumber(v);
  if (v.trim() === '' || n === null || !isDecimal(v.trim())) return `${label}必须是数字`;
  return n < 0 || n > 100 ? `${label}必须在0到100之间` : undefined;
};

function lineError(l: DocLine, row: string, fields: readonly LineField[]): string | undefined {
  const qty = toNumber(l.qty);
  if (qty === null || !isDecimal(l.qty.trim())) return `${row}数量必须是数字`;
  if (qty <= 0) return `${row}数量必须大于0`;
  if (!fields.includes('price')) return undefined;
  const price = toNumber(l.price);
  if (price === null || !isDecimal(l.price.trim())) return `${row}单价必须是数字`;
  if (price < 0) return `${row}单价不能小于0`;
  const rate =
    (fields.includes('discount') ? percentError(l.discount, '折扣率') : undefined) ??
    (fields.includes('taxRate') ? percentError(l.taxRate, '税率') : undefined);
  return rate ? row + rate : undefined;
}

/** Lines of a SKU that together exceed what the source document still has open of it (main units). */
function overSource(lines: DocLine[], sourceLabel: string): Record<string, string> {
  const total = new Map<string, number>();
  for (const l of lines) if (l.limit !== undefined) total.set(l.sku.skuId, round((total.get(l.sku.skuId) ?? 0) + baseQty(l), QTY_PLACES));
  const over = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.limit !== undefined && total.get(l.sku.skuId)! > l.limit);
  return Object.fromEntries(
    over.map(({ l, i }) => [l.key, `明细第${i + 1}行数量超过${sourceLabel}剩余的数量（${l.limit}${l.sku.unitName}）`]),
  );
}

function moneyError(v: string, label: string, max: number): string | undefined {
  if (v.trim() === '') return undefined;
  const n = toNumber(v);
  if (n === null || !isDecimal(v.trim())) return `${label}必须是数字`;
  if (n < 0) return `${label}不能小于0`;
  return n > max ? `${label}不能大于单据金额` : undefined;
}

/** The part settled from the prepaid: with the money received no more than the total, and no more than the customer holds. */
function prepaidError(kind: DocKind, header: DocHeader, totalAmount: number, remain?: number): string | undefined {
  const { label } = kind.prepaid!;
  const settle = toNumber(header.settleAmount) ?? 0;
  const n = toNumber(header.prepaidAmount) ?? 0;
  if (settle > 0 && n > 0 && round(settle + n, 2) > totalAmount) return `${label}与${kind.settle!.label}合计不能大于单据金额`;
  return (
    moneyError(header.prepaidAmount, label, totalAmount) ??
    (remain !== undefined && n > remain ? `${label}超过客户的预存款余额${remain}` : undefined)
  );
}

/** What the document leaves owed (本单欠款): its total less the money settled on it and from the prepaid. */
export function owedOf(header: Pick<DocHeader, 'settleAmount' | 'prepaidAmount'>, totalAmount: number): number {
  return round(totalAmount - (toNumber(header.settleAmount) ?? 0) - (toNumber(header.prepaidAmount) ?? 0), 2);
}

/** The header paid in full: the money settled on it is the total less what the prepaid settles. */
export function paidInFull(header: DocHeader, totalAmount: number): DocHeader {
  const rest = owedOf({ settleAmount: '', prepaidAmount: header.prepaidAmount }, totalAmount);
  return { ...header, settleAmount: rest > 0 ? rest.toFixed(2) : '' };
}

/** The server's rules, checked before sending, with the server's wording; `prepaidRemain`: what the customer holds, once known. */
export function validateDoc(kind: DocKind, { header, lines }: DocForm, prepaidRemain?: number): Problems {
  const totals = docTotals(lines, header.discountAmount);
  const settle = toNumber(header.settleAmount) ?? 0;
  const lineProblems = overSource(lines, kind.source?.label ?? '');
  const way = stockWay(kind);
  lines.forEach((l, i) => {
    const row = `明细第${i + 1}行`;
    const m = lineError(l, row, lineFieldsOf(kind)) ?? trackingError(l, row, way, lines);
    if (m) lineProblems[l.key] = m;
  });
  const trade = kind.settle && {
    discountAmount: moneyError(header.discountAmount, '整单优惠', totals.amount + totals.taxAmount),
    settleAmount: moneyError(header.settleAmount, kind.settle.label, totals.totalAmount),
    accountId: settle > 0 && !header.accountId ? `填写了${kind.settle.label}时必须选择结算账户` : undefined,
    ...(kind.prepaid && { prepaidAmount: prepaidError(kind, header, totals.totalAmount, prepaidRemain) }),
  };
  return {
    header: {
      ...(kind.partner && { partnerId: header.partnerId ? undefined : `请选择${kind.partner.label}` }),
      billDate: header.billDate ? undefined : '请选择单据日期',
      warehouseId: header.warehouseId ? undefined : `请选择${warehouseOf(kind).label}`,
      ...Object.fromEntries((kind.headerFields ?? []).map((h) => [h.field, header.extra[h.field] ? undefined : `请选择${h.label}`])),
      ...trade,
    },
    lines: lineProblems,
    form: lines.length ? undefined : '请至少录入一行商品',
  };
}

/** The form as {Doc}/Save takes it; blank optional fields are left out. */
export function toSaveInput(kind: DocKind, { header, lines }: DocForm, audit: boolean): DocSaveInput {
  const discount = toNumber(header.discountAmount);
  const settle = toNumber(header.settleAmount);
  const prepaid = toNumber(header.prepaidAmount);
  const priced = lineFieldsOf(kind).includes('price');
  return {
    ...(header.docId && { [kind.idField]: header.docId }),
    ...(kind.partner && { [kind.partner.field]: header.partnerId }),
    billDate: header.billDate,
    [warehouseOf(kind).field]: header.warehouseId,
    ...Object.fromEntries((kind.headerFields ?? []).map((h) => [h.field, header.extra[h.field]])),
    lines: toLineInputs(lines).map(({ price, ...input }, i) => ({
      ...input,
      ...(priced && { price }),
      ...trackingInput(lines[i], stockWay(kind)),
    })),
    ...(kind.settle && discount && { discountAmount: discount }),
    ...(kind.settle && settle && { [kind.settle.field]: settle }),
    ...(kind.prepaid && prepaid && { [kind.prepaid.field]: prepaid }),
    ...(kind.settle && header.accountId && { accountId: header.accountId }),
    ...(header.remark.trim() && { remark: header.remark.trim() }),
    ...(kind.source && header.sourceId && { [kind.source.field]: header.sourceId }),
    ...(audit && { audit: true }),
  };
}

export type Prefill = 'edit' | 'copy' | 'source';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * A form filled from a saved document: to edit the draft itself, to copy it into a new one, or (`source`) to
 * make a document of `kind` from it — its partner, warehouse and the lines still open on it, limited to that.
 * `skus` holds the lines' SKUs (with their units).
 */
export function formFromDetail(kind: DocKind, d: DocDetail, skus: Map<string, Sku>, as: Prefill, today: string): DocForm {
  const from = as === 'source' ? kind.source!.kind : kind;
  const rows: { line: DocDetailLine; qty: number; limit?: number }[] =
    as === 'source' ? openLines(d) : d.lines.map((line) => ({ line, qty: line.qty }));
  const way = stockWay(kind);
  const lines = groupCombos(rows, as === 'source').flatMap((row): DocLine[] => {
    if ('combo' in row) return [row.combo];
    const { line: l, qty, limit } = row;
    const sku = skus.get(l.skuId);
    if (!sku) return [];
    const fullyOpen = baseQty({ sku, unitName: l.unitName, qty: text(qty) }) === (l.serials?.length ?? 0);
    return [
      {
        key: `l${l.lineNo}`,
        sku,
        unitName: l.unitName,
        qty: text(qty),
        price: text(l.price),
        discount: text(l.discount ?? NO_DISCOUNT),
        taxRate: text(l.taxRate ?? NO_TAX),
        warehouseId: l.warehouseId === d.warehouseId ? '' : l.warehouseId,
        remark: l.remark ?? '',
        ...trackingFrom(l, as, way, fullyOpen),
        ...(limit !== undefined && { limit }),
        ...(as === 'source' && way && l.serials?.length && { offered: l.serials }),
      },
    ];
  });
  const keep = as === 'edit';
  return {
    header: {
      ...emptyHeader(keep ? d.billDate : today),
      docId: keep ? idOf(from, d) : '',
      billNo: keep ? d.billNo : '',
      partnerId: from.partner ? text(d[from.partner.field]) : '',
      partnerName: text(d.partnerName),
      warehouseId: d.warehouseId,
      extra: Object.fromEntries((kind.headerFields ?? []).map((h) => [h.field, text(d[h.field])])),
      discountAmount: keep && d.discountAmount ? text(d.discountAmount) : '',
      settleAmount: keep && from.settle && d[from.settle.field] ? text(d[from.settle.field]) : '',
      prepaidAmount: keep && from.prepaid && d[from.prepaid.field] ? text(d[from.prepaid.field]) : '',
      accountId: keep ? text(d.accountId) : '',
      remark: as === 'source' ? '' : d.remark,
      sourceId: as === 'source' ? idOf(from, d) : keep && kind.source ? text(d[kind.source.field]) : '',
      sourceBillNo: as === 'source' ? d.billNo : '',
    },
    lines,
  };
}

/** Where a server validation message belongs: a header field, a line (明细第N行), or neither. */
export function placeServerError(kind: DocKind, message: string): { field?: string; lineNo?: number } {
  const line = /明细第(\d+)行/.exec(message);
  if (line) return { lineNo: Number(line[1]) };
  // The kind's own fields first: 调入仓库 must not be taken for the header warehouse.
  const words: [string, string][] = [
    ...(kind.headerFields ?? []).map((h): [string, string] => [h.field, h.label]),
    ...(kind.prepaid ? [['prepaidAmount', kind.prepaid.label] as [string, string]] : []),
    ['accountId', '结算账户'],
    ['discountAmount', '整单优惠'],
    ...(kind.settle ? [['settleAmount', kind.settle.label] as [string, string]] : []),
    ...(kind.partner ? [['partnerId', kind.partner.label] as [string, string]] : []),
    ['billDate', '单据日期'],
    ['warehouseId', warehouseOf(kind).label],
    ['warehouseId', '仓库'],
    ['remark', '备注'],
  ];
  return { field: words.find(([, w]) => message.includes(w))?.[0] };
}

/** The lines a refusal names ('库存不足：第2行 …；第3行 …', '低于最低售价：第1行 …'), one item each, with their numbers. */
export function listedItems(message: string): { lineNo: number; text: string }[] {
  return message
    .replace(/^[^：:]*[：:]/, '')
    .split('；')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => ({ lineNo: Number(/^第(\d+)行/.exec(t)?.[1] ?? 0), text: t }));
}

export type { Failure };

/** How a refused save shows: a bar over the form (with the lines it names), and messages on fields and lines. */
export interface Refusal {
  failure?: Failure;
  header: Problems['header'];
  lines: Record<string, string>;
}

/** Refusals that name lines, with the title over their list. */
const LISTING_REFUSALS: Record<string, string> = { STOCK_SHORTAGE: '库存不足，不能审核', LOWEST_PRICE: '低于最低售价，不能保存' };
/** Refusals at audit about one line's serials or batch: shown over the form and on the line they name. */
const LINE_REFUSALS = new Set(['SERIAL_NOT_IN_STOCK', 'SERIAL_IN_STOCK', 'BATCH_SHORTAGE', 'BATCH_MISMATCH']);

/** Places a server refusal of a save (its message, errorCode, and whether it was a 400 validation) on the form. */
export function refusalOf(kind: DocKind, lines: DocLine[], message: string, errorCode: string | undefined, validation: boolean): Refusal {
  const keyOf = (lineNo: number) => lines[lineNo - 1]?.key;
  const listed = errorCode && LISTING_REFUSALS[errorCode];
  if (listed) {
    const items = listedItems(message);
    const byLine = items.filter((i) => keyOf(i.lineNo)).map((i) => [keyOf(i.lineNo), i.text]);
    return { failure: { title: listed, items: items.map((i) => i.text) }, header: {}, lines: Object.fromEntries(byLine) };
  }
  if (errorCode && LINE_REFUSALS.has(errorCode)) {
    const key = keyOf(placeServerError(kind, message).lineNo ?? 0);
    return { failure: { title: message }, header: {}, lines: key ? { [key]: message } : {} };
  }
  if (errorCode === 'MONTHLY_CAP') return { failure: { title: message, upgrade: true }, header: {}, lines: {} };
  if (validation) {
    const at = placeServerError(kind, message);
    if (at.lineNo && keyOf(at.lineNo)) return { header: {}, lines: { [keyOf(at.lineNo)]: message } };
    if (at.field) return { header: { [at.field]: message }, lines: {} };
  }
  return { failure: { title: message }, header: {}, lines: {} };
}
