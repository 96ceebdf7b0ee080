import { eventNames } from '../../shared/es/event-names';

/**
 * What the shop sets for 智能补货, in three kinds of stream: a supplier's lead time (its SKUs' default), a SKU's own lead
 * time and minimum order (wherever it is bought for), and a SKU's safety stock in one warehouse.
 */
export const supplierRuleStream = (companyId: string, supplierId: string) => `ReplenishRule-${companyId}-supplier-${supplierId}`;
export const skuRuleStream = (companyId: string, skuId: string) => `ReplenishRule-${companyId}-sku-${skuId}`;
export const safetyStockStream = (companyId: string, warehouseId: string, skuId: string) =>
  `ReplenishRule-${companyId}-${warehouseId}-${skuId}`;

/** Null: not set (the lead time learned or the default; no safety stock; no minimum). Quantities in main units, as text. */
export type ReplenishRuleEvent =
  | { type: 'LeadTimeSet'; data: ({ supplierId: string } | { skuId: string }) & { leadDays: number | null } }
  | { type: 'SafetyStockSet'; data: { warehouseId: string; skuId: string; safetyStock: string | null } }
  | { type: 'MinOrderSet'; data: { skuId: string; minOrderQty: string | null } };

export const REPLENISH_RULE_EVENTS = eventNames('ReplenishRule', ['LeadTimeSet', 'SafetyStockSet', 'MinOrderSet'] as const);

export const REPLENISH_EVENT_TITLES: Record<string, string> = {
  [REPLENISH_RULE_EVENTS.LeadTimeSet]: '设置到货天数',
  [REPLENISH_RULE_EVENTS.SafetyStockSet]: '设置安全库存',
  [REPLENISH_RULE_EVENTS.MinOrderSet]: '设置最小起订量',
};
export const REPLENISH_STREAM_TITLES: Record<string, string> = { ReplenishRule: '补货设置' };

export interface ReplenishRuleState {
  leadDays: number | null;
  safetyStock: string | null;
  minOrderQty: string | null;
}

export const noRule: ReplenishRuleState = { leadDays: null, safetyStock: null, minOrderQty: null };

export const evolveReplenishRule = (s: ReplenishRuleState, e: ReplenishRuleEvent): ReplenishRuleState =>
  e.type === 'LeadTimeSet'
    ? { ...s, leadDays: e.data.leadDays }
    : e.type === 'SafetyStockSet'
      ? { ...s, safetyStock: e.data.safetyStock }
      : { ...s, minOrderQty: e.data.minOrderQty };

const sameQty = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** Each setting asked for that differs from what is set records one event; the same again records nothing. */
export const decideReplenishRule = {
  supplier(s: ReplenishRuleState, supplierId: string, leadDays: number | null): ReplenishRuleEvent[] {
    return s.leadDays === leadDays ? [] : [{ type: 'LeadTimeSet', data: { supplierId, leadDays } }];
  },
  sku(s: ReplenishRuleState, skuId: string, want: { leadDays: number | null; minOrderQty: string | null }): ReplenishRuleEvent[] {
    const events: ReplenishRuleEvent[] = [];
    if (s.leadDays !== want.leadDays) events.push({ type: 'LeadTimeSet', data: { skuId, leadDays: want.leadDays } });
    if (!sameQty(s.minOrderQty, want.minOrderQty)) events.push({ type: 'MinOrderSet', data: { skuId, minOrderQty: want.minOrderQty } });
    return events;
  },
  safetyStock(s: ReplenishRuleState, at: { warehouseId: string; skuId: string }, safetyStock: string | null): ReplenishRuleEvent[] {
    return sameQty(s.safetyStock, safetyStock) ? [] : [{ type: 'SafetyStockSet', data: { ...at, safetyStock } }];
  },
};
