import { isDecimal, shareCost } from '@jxc/services/contracts';
import { baseQty, emptyHeader, formFromDetail, listedItems, toSaveInput, validateDoc } from '../../document-engine';
import type { DocHeader, DocKind, DocLine, Failure, Prefill, Problems, Sku } from '../../document-engine';
import { round, toNumber } from '../../../utils/format';
import { GROUP_NAMES, groupsInOrder, wayOf, type AssemblyDetail, type AssemblyKind, type AssemblySaveInput, type Group } from './assembly';
import { ASSEMBLY } from './kind';

/** The form as typed: the kit's header (date, warehouse, remark), the kind, the fee, and each group's lines. */
export interface AssemblyForm {
  header: DocHeader;
  kind: AssemblyKind;
  fee: string;
  parts: DocLine[];
  products: DocLine[];
}

/** Messages on header fields (fee included), on each group's lines by key, and on each group as a whole. */
export interface AssemblyProblems {
  header: Problems['header'];
  lines: Record<Group, Record<string, string>>;
  groups: Partial<Record<Group, string>>;
}

export const NO_PROBLEMS: AssemblyProblems = { header: {}, lines: { parts: {}, products: {} }, groups: {} };

export const emptyAssembly = (billDate: string): AssemblyForm => ({
  header: emptyHeader(billDate),
  kind: 'assemble',
  fee: '',
  parts: [],
  products: [],
});

export const isClean = (p: AssemblyProblems) =>
  Object.values(p.header).every((m) => !m) &&
  !p.groups.parts &&
  !p.groups.products &&
  Object.values(p.lines).every((l) => !Object.values(l).some(Boolean));

/** One group's lines as a document of their own that moves stock its way (what the kit checks and sends). */
export const groupKind = (kind: AssemblyKind, group: Group): DocKind => ({ ...ASSEMBLY, outbound: wayOf(kind, group) === 'out' });

/** The kit names a line 明细第N行; here it is 组件第N行 or 成品第N行. */
const named = (messages: Record<string, string>, group: Group) =>
  Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, m.replace(/^明细/, GROUP_NAMES[group])]));

function feeError(fee: string) {
  if (fee.trim() === '') return undefined;
  if (!isDecimal(fee.trim())) return '费用必须是数字';
  return Number(fee) < 0 ? '费用不能小于0' : undefined;
}

/** The server's rules, checked before sending, with its wording. */
export function validateAssembly(f: AssemblyForm): AssemblyProblems {
  const checked = (g: Group) => validateDoc(groupKind(f.kind, g), { header: f.header, lines: f[g] });
  const parts = checked('parts');
  const products = checked('products');
  const lines = { parts: named(parts.lines, 'parts'), products: named(products.lines, 'products') };
  f.products.forEach((l, i) => {
    const part = f.parts.findIndex((p) => p.sku.skuId === l.sku.skuId);
    if (part >= 0) lines.products[l.key] ??= `成品第${i + 1}行的商品已在组件第${part + 1}行，同一商品不能既是组件又是成品`;
  });
  const empty = (g: Group, p: Problems) => (p.form ? `请至少录入一行${GROUP_NAMES[g]}` : undefined);
  return {
    header: { ...parts.header, fee: feeError(f.fee) },
    lines,
    groups: { parts: empty('parts', parts), products: empty('products', products) },
  };
}

/** The form as Assembly/Save takes it. */
export function toAssemblyInput(f: AssemblyForm, audit: boolean): AssemblySaveInput {
  const linesOf = (g: Group) => toSaveInput(groupKind(f.kind, g), { header: f.header, lines: f[g] }, false).lines;
  const fee = toNumber(f.fee);
  return {
    ...(f.header.docId && { assemblyId: f.header.docId }),
    kind: f.kind,
    billDate: f.header.billDate,
    warehouseId: f.header.warehouseId,
    parts: linesOf('parts'),
    products: linesOf('products'),
    ...(fee && { fee }),
    ...(f.header.remark.trim() && { remark: f.header.remark.trim() }),
    ...(audit && { audit: true }),
  };
}

/** A saved assembly as a form: to edit the draft, or to copy it into a new one. `skus` holds its lines' SKUs. */
export function assemblyFromDetail(d: AssemblyDetail, skus: Map<string, Sku>, as: Prefill, today: string): AssemblyForm {
  const of = (g: Group) => formFromDetail(groupKind(d.kind, g), { ...d, lines: d[g] }, skus, as, today);
  const parts = of('parts');
  return {
    header: parts.header,
    kind: d.kind,
    fee: as === 'edit' && d.fee ? String(d.fee) : '',
    parts: parts.lines,
    products: of('products').lines,
  };
}

/** A refusal of the server placed on the form: a bar over it (with the lines it names), messages on fields and lines. */
export function assemblyRefusal(
  f: AssemblyForm,
  message: string,
  errorCode: string | undefined,
  validation: boolean,
): { failure?: Failure; problems: AssemblyProblems } {
  const lines: AssemblyProblems['lines'] = { parts: {}, products: {} };
  const place = (text: string) => {
    for (const [, name, n] of text.matchAll(/(组件|成品)第(\d+)行/g)) {
      const g: Group = name === GROUP_NAMES.parts ? 'parts' : 'products';
      const line = f[g][Number(n) - 1];
      if (line) lines[g][line.key] = text;
    }
  };
  const problems = (header: Problems['header'] = {}): AssemblyProblems => ({ ...NO_PROBLEMS, header, lines });
  if (errorCode === 'STOCK_SHORTAGE') {
    const items = listedItems(message).map((i) => i.text);
    items.forEach(place);
    return { failure: { title: '库存不足，不能审核', items }, problems: problems() };
  }
  if (errorCode === 'MONTHLY_CAP') return { failure: { title: message, upgrade: true }, problems: problems() };
  place(message);
  const onLine = Object.values(lines).some((l) => Object.keys(l).length > 0);
  if (onLine && validation) return { problems: problems() };
  if (onLine) return { failure: { title: message }, problems: problems() };
  const field = validation
    ? [
        ['fee', '费用'],
        ['billDate', '单据日期'],
        ['warehouseId', '仓库'],
        ['remark', '备注'],
      ].find(([, w]) => message.includes(w))?.[0]
    : undefined;
  return field ? { problems: problems({ [field]: message }) } : { failure: { title: message }, problems: problems() };
}

/**
 * What each arriving line would come in at were the form audited now: the leaving lines at their current average
 * cost (`cost` per SKU and warehouse) plus the fee, shared by quantity × purchase price as the server does (shareCost).
 * Null while a cost or purchase price is unknown or hidden, or a quantity is not a positive number.
 */
export function previewCost(f: AssemblyForm, cost: (skuId: string, warehouseId: string) => number | null | undefined, moneyDigits: number) {
  const [leaving, arriving] = groupsInOrder(f.kind).map((g) => f[g]);
  if (!leaving.length || !arriving.length || [...leaving, ...arriving].some((l) => !(baseQty(l) > 0))) return null;
  const costs = leaving.map((l) => cost(l.sku.skuId, l.warehouseId || f.header.warehouseId));
  const prices = arriving.map((l) => l.sku.purchasePrice);
  if (costs.some((c) => c === null || c === undefined) || prices.some((p) => p === null || p === undefined)) return null;
  // Six places, as the server keeps amounts.
  const left = round(
    leaving.reduce((t, l, i) => t + baseQty(l) * costs[i]!, 0),
    6,
  );
  const total = round(left + (toNumber(f.fee) ?? 0), 6);
  const shares = shareCost(
    total.toFixed(6),
    arriving.map((l, i) => ({ qty: baseQty(l).toFixed(6), price: prices[i]!.toFixed(6) })),
    moneyDigits,
  );
  return { left, total, shares: new Map(arriving.map((l, i) => [l.key, Number(shares[i])])) };
}
