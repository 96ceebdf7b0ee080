import type { ReplenishLine } from '../../contracts';

/** Days of lead time assumed for a SKU no order has yet arrived for, and days of safety stock unless set. */
export const DEFAULT_LEAD_DAYS = 7;
export const DEFAULT_SAFETY_DAYS = 3;

/** One SKU in one warehouse as the read model knows it. */
export interface Position {
  warehouseId: string;
  warehouseName: string;
  skuId: string;
  /** Product name and spec, for the lines. */
  skuName: string;
  unitName: string;
  stock: number;
  /** Sold (销售出库, main units) over the window. */
  sold: number;
  /** The SKU's usual supplier (the last it was bought from), if any. */
  supplierId?: string;
  supplierName?: string;
  /** Days from order to arrival: learned from past orders, else DEFAULT_LEAD_DAYS. */
  leadDays: number;
  leadLearned: boolean;
  /** The biggest unit of the product (箱 = 12 瓶): purchases come in whole ones. */
  caseUnit?: { unitName: string; ratio: number };
}

export interface ReplenishOptions {
  /** The window sales are averaged over, also the days a replenished warehouse should then last. */
  days: number;
  safetyDays: number;
  /** Only suggest for this warehouse (the others may still give it their surplus). */
  warehouseId?: string;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toString();
const qtyText = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** How a warehouse stands with one SKU: how fast it sells, how long it lasts, what it lacks and what it can spare. */
function standing(p: Position, o: ReplenishOptions) {
  const velocity = p.sold / o.days;
  const cover = o.days + p.leadDays + o.safetyDays;
  const target = velocity * cover;
  const daysLeft = velocity > 0 ? p.stock / velocity : Infinity;
  const lacking = velocity > 0 && daysLeft < p.leadDays + o.safetyDays ? Math.ceil(target - p.stock - 1e-9) : 0;
  const spare = Math.max(0, Math.floor(p.stock - target + 1e-9));
  return { velocity, daysLeft, lacking, spare };
}

/** Whole cases of at least `qty` main units (no case: the quantity itself). */
export function inCases(qty: number, caseUnit?: Position['caseUnit']): { qty: number; cases?: number } {
  if (!caseUnit || caseUnit.ratio <= 1) return { qty };
  const cases = Math.ceil(qty / caseUnit.ratio - 1e-9);
  return { qty: cases * caseUnit.ratio, cases };
}

/**
 * The suggestions for these positions: a warehouse whose stock will not last the lead time and safety days gets
 * back to lasting the window on top of them — first by transfers from warehouses holding more than that themselves
 * (the largest spare first), then by a purchase from the SKU's usual supplier in whole cases. Transfers come first,
 * then purchases by supplier, each line saying why in the shop's words.
 */
export function suggestReplenishment(positions: readonly Position[], o: ReplenishOptions): ReplenishLine[] {
  const bySku = new Map<string, Position[]>();
  for (const p of positions) bySku.set(p.skuId, [...(bySku.get(p.skuId) ?? []), p]);
  const transfers: ReplenishLine[] = [];
  const purchases: ReplenishLine[] = [];
  for (const held of bySku.values()) {
    const stand = new Map(held.map((p) => [p, standing(p, o)]));
    const spare = new Map(held.map((p) => [p, stand.get(p)!.spare]));
    const short = held
      .filter((p) => stand.get(p)!.lacking > 0 && (!o.warehouseId || p.warehouseId === o.warehouseId))
      .sort((a, b) => stand.get(a)!.daysLeft - stand.get(b)!.daysLeft);
    for (const p of short) {
      const s = stand.get(p)!;
      const base = {
        skuId: p.skuId,
        warehouseId: p.warehouseId,
        skuName: p.skuName,
        warehouseName: p.warehouseName,
        unitName: p.unitName,
        stock: p.stock,
        velocity: Math.round(s.velocity * 100) / 100,
        daysLeft: Number.isFinite(s.daysLeft) ? Math.floor(s.daysLeft) : null,
        leadDays: p.leadDays,
      };
      const why = `日均销 ${oneDecimal(s.velocity)} ${p.unitName}，${p.stock > 0 ? `可售 ${Math.floor(s.daysLeft)} 天` : '已无库存'}`;
      let lacking = s.lacking;
      const givers = held.filter((g) => g !== p && spare.get(g)! > 0).sort((a, b) => spare.get(b)! - spare.get(a)!);
      for (const from of givers) {
        if (lacking <= 0) break;
        const qty = Math.min(lacking, spare.get(from)!);
        spare.set(from, spare.get(from)! - qty);
        lacking -= qty;
        transfers.push({
          ...base,
          kind: 'transfer',
          suggestQty: qty,
          fromWarehouseId: from.warehouseId,
          fromWarehouseName: from.warehouseName,
          reason: `${why}；${from.warehouseName}多出 ${qtyText(spare.get(from)! + qty)} ${p.unitName}，调入 ${qtyText(qty)} ${p.unitName}`,
        });
      }
      if (lacking <= 0) continue;
      const bought = inCases(lacking, p.caseUnit);
      const lead = `到货需 ${p.leadDays} 天${p.leadLearned ? '' : '（未有到货记录，按默认）'}`;
      const order = bought.cases
        ? `采购 ${bought.cases} ${p.caseUnit!.unitName}（${qtyText(bought.qty)} ${p.unitName}）`
        : `采购 ${qtyText(bought.qty)} ${p.unitName}`;
      purchases.push({
        ...base,
        kind: 'purchase',
        suggestQty: bought.qty,
        ...(bought.cases && { cases: bought.cases, caseUnitName: p.caseUnit!.unitName, caseRatio: p.caseUnit!.ratio }),
        ...(p.supplierId && { supplierId: p.supplierId, supplierName: p.supplierName }),
        reason: `${why}，${lead}，安全库存 ${o.safetyDays} 天；补足 ${o.days} 天的销量：${order}`,
      });
    }
  }
  const bySupplier = (a: ReplenishLine, b: ReplenishLine) =>
    (a.supplierId ? 0 : 1) - (b.supplierId ? 0 : 1) ||
    (a.supplierName ?? '').localeCompare(b.supplierName ?? '', 'zh-CN') ||
    (a.supplierId ?? '').localeCompare(b.supplierId ?? '');
  return [...transfers, ...purchases.sort(bySupplier)];
}
