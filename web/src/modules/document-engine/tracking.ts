import type { DocDetailLine, DocLineInput, Sku } from './api';
import { baseQty, changeUnit, type FormLine } from './lines';

/**
 * Serial numbers (serialFlag SKUs) and shelf-life batches (lifeFlag SKUs) on document lines. Only documents that
 * move stock carry them; inbound ones bring serials and batches in, outbound ones take serials and batches in stock.
 */
export type StockWay = 'in' | 'out';

/** A serial number is 1–50 characters, a batch number at most 30 (the server's limits). */
export const SERIAL_MAX = 50;
export const BATCH_MAX = 30;

/**
 * Serials as typed, scanned or pasted: one per line, or separated by commas, semicolons, 、 or spaces. Repeats are
 * kept, so that they can be shown.
 */
export const splitSerials = (text: string): string[] => text.split(/[\s,，;；、]+/).filter(Boolean);

/** Serials that occur more than once, each named once, in order of first repeat. */
export function repeats(serials: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const x of serials) (seen.has(x) ? twice : seen).add(x);
  return [...twice];
}

/** Each serial once, first occurrence kept. */
export const unique = (serials: string[]) => [...new Set(serials)];

/** How many serials the line needs: its main-unit quantity (not a whole number when the quantity is not). */
export const serialsNeeded = (l: Pick<FormLine, 'sku' | 'unitName' | 'qty'>) => baseQty(l);

/** A serial line's count as the grid shows it ('1/3') and whether it is complete. */
export function serialCount(l: Pick<FormLine, 'sku' | 'unitName' | 'qty' | 'serials'>): { text: string; ok: boolean } {
  const needed = serialsNeeded(l);
  return { text: `${l.serials.length}/${needed}`, ok: l.serials.length === needed && repeats(l.serials).length === 0 };
}

const DAY_MS = 86_400_000;
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The expiry a production date comes to with the SKU's shelf life ('' when either is unknown). */
export function defaultExpiry(productionDate: string, shelfLifeDays: number | null | undefined): string {
  if (!isDate(productionDate) || !shelfLifeDays) return '';
  return new Date(Date.parse(`${productionDate}T00:00:00Z`) + shelfLifeDays * DAY_MS).toISOString().slice(0, 10);
}

/** The batch number the server gives an inbound batch left blank: the production date as yyyyMMdd. */
export const defaultBatchNo = (productionDate: string) => (isDate(productionDate) ? productionDate.replaceAll('-', '') : '');

/** The SKU's tracking that applies on a document moving stock `way` (none on orders and quotations). */
export const tracks = (l: Pick<FormLine, 'sku'>, way: StockWay | null) => ({
  serials: !!way && !!l.sku.serialFlag,
  batch: !!way && !!l.sku.lifeFlag,
});

/**
 * The line's serial and batch problem, worded like the server; `others` are the document's other lines (a serial
 * may occur once per SKU in a document).
 */
export function trackingError(l: FormLine, row: string, way: StockWay | null, others: FormLine[]): string | undefined {
  const t = tracks(l, way);
  if (t.serials) {
    const needed = serialsNeeded(l);
    if (!Number.isInteger(needed)) return `${row}是序列号商品，数量必须是整数个基本单位`;
    if (l.serials.length !== needed) return `${row}需要录入${needed}个序列号，已录入${l.serials.length}个`;
    const elsewhere = new Set(others.filter((o) => o !== l && o.sku.skuId === l.sku.skuId).flatMap((o) => o.serials));
    const twice = repeats(l.serials)[0] ?? l.serials.find((x) => elsewhere.has(x));
    if (twice) return `${row}序列号“${twice}”重复`;
    const long = l.serials.find((x) => x.length > SERIAL_MAX);
    if (long) return `${row}序列号“${long.slice(0, 20)}…”超过${SERIAL_MAX}个字符`;
  }
  if (!t.batch) return undefined;
  if (l.batchNo.trim().length > BATCH_MAX) return `${row}批次号不能超过${BATCH_MAX}个字符`;
  if (way === 'out') return undefined;
  if (!l.productionDate) return `${row}请填写生产日期`;
  const expiry = l.expiryDate || defaultExpiry(l.productionDate, l.sku.shelfLifeDays);
  if (!expiry) return `${row}请填写到期日期`;
  return expiry < l.productionDate ? `${row}到期日期不能早于生产日期` : undefined;
}

/** What a line adds to its save input: serials and batch fields of a tracked SKU, blanks left out. */
export function trackingInput(l: FormLine, way: StockWay | null): Partial<DocLineInput> {
  const t = tracks(l, way);
  const batchNo = l.batchNo.trim();
  return {
    ...(t.serials && { serials: l.serials }),
    ...(t.batch && batchNo && { batchNo }),
    ...(t.batch && way === 'in' && l.productionDate && { productionDate: l.productionDate }),
    ...(t.batch && way === 'in' && l.expiryDate && { expiryDate: l.expiryDate }),
  };
}

export type Tracking = Pick<FormLine, 'serials' | 'batchNo' | 'productionDate' | 'expiryDate'>;
export const NO_TRACKING: Tracking = { serials: [], batchNo: '', productionDate: '', expiryDate: '' };

/**
 * A saved line's serials and batch as a form starts from them. `edit` keeps them. `copy` keeps none: the copied
 * document's serials have moved (in, or out to the customer) and its batch was that day's goods, so a new document
 * names its own. `source` (a return made from a purchase or sale) takes the batch, and the serials while the whole
 * line is still open (`fullyOpen`); the source's serials are offered in the serial dialog either way.
 */
export function trackingFrom(
  line: Pick<DocDetailLine, 'serials' | 'batchNo' | 'productionDate' | 'expiryDate' | 'batches'>,
  as: 'edit' | 'copy' | 'source',
  way: StockWay | null,
  fullyOpen: boolean,
): Tracking {
  if (as === 'copy' || !way) return NO_TRACKING;
  const serials = line.serials ?? [];
  // A line left to 先到期先出 names no batch; when its audit took a single one, a return takes that.
  const named = line.batchNo || as === 'edit' ? line : line.batches?.length === 1 ? line.batches[0] : line;
  const batch = { batchNo: named.batchNo ?? '', productionDate: named.productionDate ?? '', expiryDate: named.expiryDate ?? '' };
  if (as === 'edit') return { serials, ...batch };
  return { serials: fullyOpen ? serials : [], ...(way === 'in' ? batch : { ...batch, productionDate: '', expiryDate: '' }) };
}

/** Serials for a compact cell: the first `shown`, then '…(n)' when there are more. */
export function serialSummary(serials: string[], shown = 2): string {
  if (serials.length <= shown) return serials.join('、');
  return `${serials.slice(0, shown).join('、')} …(${serials.length})`;
}

/** A batch for a compact cell: '批次 20261101 · 到期 2027-05-01'. */
export function batchSummary(b: { batchNo: string | null; expiryDate: string | null }): string {
  return [b.batchNo && `批次 ${b.batchNo}`, b.expiryDate && `到期 ${b.expiryDate}`].filter(Boolean).join(' · ');
}

/** A saved line's batches: what its audit moved (with quantities when several), else the batch it names. */
export function batchLines(l: Pick<DocDetailLine, 'batchNo' | 'expiryDate' | 'batches'>, unitName: string): string[] {
  const moved = l.batches ?? [];
  if (moved.length > 1) return moved.map((b) => `${batchSummary(b)} · ${Number(b.qty)}${unitName}`);
  if (moved.length === 1) return [batchSummary(moved[0])];
  return l.batchNo ? [batchSummary(l)] : [];
}

/** The line set to `count` main units, so that that many serials complete it (the price follows the unit). */
export function qtyForSerials(l: FormLine, count: number): Pick<FormLine, 'unitName' | 'price' | 'qty'> {
  const main = changeUnit(l, l.sku.unitName);
  return { unitName: main.unitName, price: main.price, qty: String(count) };
}

/** How a SKU is tracked, for pickers: 序列号 and/or 保质期N天. */
export const trackingTags = (sku: Pick<Sku, 'serialFlag' | 'lifeFlag' | 'shelfLifeDays'>): string[] =>
  [sku.serialFlag && '序列号', sku.lifeFlag && (sku.shelfLifeDays ? `保质期${sku.shelfLifeDays}天` : '保质期')].filter(
    (t): t is string => !!t,
  );
