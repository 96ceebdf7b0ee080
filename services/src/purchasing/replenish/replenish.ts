import type { LeadFrom, ReplenishLine } from '../../contracts';

/** Days of lead time assumed for a SKU no order has yet arrived for, and days of safety stock unless set. */
export const DEFAULT_LEAD_DAYS = 7;
export const DEFAULT_SAFETY_DAYS = 3;

/** One SKU in one warehouse as the read model knows it. */
export interface Position {
  warehouseId: string;
  skuId: string;
  stock: number;
  /** Sold (销售出库, main units) over the window. */
  sold: number;
  /** On the way in (main units): what open 采购订单 have yet to receive and unaudited 调拨单 bring here. */
  onWay: number;
  /** Leaving (main units): what unaudited 调拨单 are to move out of here. */
  leaving: number;
  /** The SKU's usual supplier (the last it was bought from), if any. */
  supplierId?: string;
  /** Days from order to arrival: the SKU's set, else its supplier's set, else learned from past orders, else DEFAULT_LEAD_DAYS. */
  leadDays: number;
  leadFrom: LeadFrom;
  /** Main units the warehouse keeps on top of what sales need (0: none set). */
  safetyStock: number;
  /** Main units a purchase is at least (0: none set). */
  minOrderQty: number;
}

export interface ReplenishOptions {
  /** The window sales are averaged over, also the days a replenished warehouse should then last. */
  days: number;
  safetyDays: number;
  /** Only suggest for this warehouse (the others may still give it their surplus). */
  warehouseId?: string;
}

/** What to do for a warehouse short of a SKU, in main units, before it is put in the shop's words. */
export interface Plan {
  kind: 'transfer' | 'purchase';
  at: Position;
  velocity: number;
  /** Days the stock lasts at that pace (Infinity: it does not sell). */
  daysLeft: number;
  /** Main units: a purchase's before rounding to whole cases. */
  qty: number;
  /** A transfer's source, and what it had to spare before giving. */
  from?: Position;
  spare?: number;
}

/** The names and units the lines are told in. */
export interface Names {
  sku(skuId: string): { skuName: string; unitName: string; caseUnit?: { unitName: string; ratio: number } } | undefined;
  warehouse(warehouseId: string): string;
  supplier(supplierId: string): string;
}

/**
 * How a warehouse stands with one SKU: how fast it sells, how long its stock lasts, what it lacks beyond what is on
 * the way in, and what it can spare beyond what is already leaving. Its safety stock is kept on top of the days sold.
 */
function standing(p: Position, o: ReplenishOptions) {
  const velocity = p.sold / o.days;
  const target = velocity * (o.days + p.leadDays + o.safetyDays) + p.safetyStock;
  const daysLeft = velocity > 0 ? p.stock / velocity : Infinity;
  const short =
    (velocity > 0 && (p.stock - p.safetyStock) / velocity < p.leadDays + o.safetyDays) || (p.safetyStock > 0 && p.stock < p.safetyStock);
  const lacking = short ? Math.max(0, Math.ceil(target - p.stock - p.onWay - 1e-9)) : 0;
  const spare = Math.max(0, Math.floor(p.stock - p.leaving - target + 1e-9));
  return { velocity, daysLeft, lacking, spare };
}

/**
 * A warehouse whose stock above its safety stock will not last the lead time and safety days gets back to lasting the
 * window on top of them and its safety stock, counting what is on the way in: first by transfers from warehouses holding more than that themselves (the largest spare first; the warehouse
 * with the fewest days left served first), then by a purchase from the SKU's usual supplier.
 */
export function planReplenishment(positions: readonly Position[], o: ReplenishOptions): Plan[] {
  const bySku = new Map<string, Position[]>();
  for (const p of positions) {
    const held = bySku.get(p.skuId);
    if (held) held.push(p);
    else bySku.set(p.skuId, [p]);
  }
  const plans: Plan[] = [];
  for (const held of bySku.values()) {
    const stand = new Map(held.map((p) => [p, standing(p, o)]));
    const spare = new Map(held.map((p) => [p, stand.get(p)!.spare]));
    const short = held
      .filter((p) => stand.get(p)!.lacking > 0 && (!o.warehouseId || p.warehouseId === o.warehouseId))
      .sort((a, b) => stand.get(a)!.daysLeft - stand.get(b)!.daysLeft);
    for (const p of short) {
      const { velocity, daysLeft, lacking } = stand.get(p)!;
      let left = lacking;
      const givers = held.filter((g) => g !== p && spare.get(g)! > 0).sort((a, b) => spare.get(b)! - spare.get(a)!);
      for (const from of givers) {
        if (left <= 0) break;
        const had = spare.get(from)!;
        const qty = Math.min(left, had);
        spare.set(from, had - qty);
        left -= qty;
        plans.push({ kind: 'transfer', at: p, velocity, daysLeft, qty, from, spare: had });
      }
      if (left > 0) plans.push({ kind: 'purchase', at: p, velocity, daysLeft, qty: left });
    }
  }
  return plans;
}

/** Whole cases of at least `qty` main units, and at least the minimum order (no case: the quantity itself). */
export function inCases(qty: number, caseUnit?: { ratio: number }, minOrderQty = 0): { qty: number; cases?: number } {
  const least = Math.max(qty, minOrderQty);
  if (!caseUnit || caseUnit.ratio <= 1) return { qty: least };
  const cases = Math.ceil(least / caseUnit.ratio - 1e-9);
  return { qty: cases * caseUnit.ratio, cases };
}

const LEAD_NOTE: Record<LeadFrom, string> = {
  sku: '（设定）',
  supplier: '（供应商设定）',
  learned: '',
  default: '（未有到货记录，按默认）',
};

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toString();
const qtyText = (n: number) => String(Math.round(n * 1e6) / 1e6);
const byName = new Intl.Collator('zh-CN');

/**
 * The plans in the shop's words: purchases in whole cases, each line saying why ("日均销 3.2 个，可售 4 天，到货需 5
 * 天 …"); transfers first, then purchases by supplier (those of no known supplier last). Plans of SKUs no longer
 * in the catalogue are left out.
 */
export function explainReplenishment(plans: readonly Plan[], names: Names, o: ReplenishOptions): ReplenishLine[] {
  const lines: ReplenishLine[] = [];
  for (const plan of plans) {
    const p = plan.at;
    const sku = names.sku(p.skuId);
    if (!sku) continue;
    const { unitName } = sku;
    const base = {
      skuId: p.skuId,
      warehouseId: p.warehouseId,
      skuName: sku.skuName,
      warehouseName: names.warehouse(p.warehouseId),
      unitName,
      stock: p.stock,
      velocity: Math.round(plan.velocity * 100) / 100,
      daysLeft: Number.isFinite(plan.daysLeft) ? Math.floor(plan.daysLeft) : null,
      leadDays: p.leadDays,
      leadFrom: p.leadFrom,
      safetyStock: p.safetyStock,
      minOrderQty: p.minOrderQty,
    };
    const onWay = p.onWay > 0 ? `，已在途 ${qtyText(p.onWay)} ${unitName}` : '';
    const left =
      p.stock <= 0 ? '已无库存' : plan.velocity > 0 ? `可售 ${Math.floor(plan.daysLeft)} 天` : `库存 ${qtyText(p.stock)} ${unitName}`;
    const why = `日均销 ${oneDecimal(plan.velocity)} ${unitName}，${left}${onWay}`;
    if (plan.kind === 'transfer') {
      const fromName = names.warehouse(plan.from!.warehouseId);
      lines.push({
        ...base,
        kind: 'transfer',
        suggestQty: plan.qty,
        fromWarehouseId: plan.from!.warehouseId,
        fromWarehouseName: fromName,
        reason: `${why}；${fromName}多出 ${qtyText(plan.spare!)} ${unitName}，调入 ${qtyText(plan.qty)} ${unitName}`,
      });
      continue;
    }
    const bought = inCases(plan.qty, sku.caseUnit, p.minOrderQty);
    const lead = `到货需 ${p.leadDays} 天${LEAD_NOTE[p.leadFrom]}`;
    const safety = `安全库存 ${o.safetyDays} 天${p.safetyStock > 0 ? ` + ${qtyText(p.safetyStock)} ${unitName}` : ''}`;
    const least = p.minOrderQty > plan.qty ? `，起订 ${qtyText(p.minOrderQty)} ${unitName}` : '';
    const order = bought.cases
      ? `采购 ${bought.cases} ${sku.caseUnit!.unitName}（${qtyText(bought.qty)} ${unitName}）`
      : `采购 ${qtyText(bought.qty)} ${unitName}`;
    const kept =
      plan.velocity === 0 && p.stock <= 0 && `无库存，安全库存 ${qtyText(p.safetyStock)} ${unitName}${onWay}，${lead}${least}：${order}`;
    lines.push({
      ...base,
      kind: 'purchase',
      suggestQty: bought.qty,
      ...(bought.cases && { cases: bought.cases, caseUnitName: sku.caseUnit!.unitName, caseRatio: sku.caseUnit!.ratio }),
      ...(p.supplierId && { supplierId: p.supplierId, supplierName: names.supplier(p.supplierId) }),
      reason: kept || `${why}，${lead}，${safety}；补足 ${o.days} 天的销量${least}：${order}`,
    });
  }
  const order = (l: ReplenishLine) => (l.kind === 'transfer' ? 0 : l.supplierId ? 1 : 2);
  return lines.sort(
    (a, b) =>
      order(a) - order(b) ||
      (a.kind === 'purchase' && byName.compare(a.supplierName ?? '', b.supplierName ?? '')) ||
      (a.supplierId ?? '').localeCompare(b.supplierId ?? ''),
  );
}

/** The suggestions for these positions, told with these names (planReplenishment, then explainReplenishment). */
export const suggestReplenishment = (positions: readonly Position[], names: Names, o: ReplenishOptions) =>
  explainReplenishment(planReplenishment(positions, o), names, o);
