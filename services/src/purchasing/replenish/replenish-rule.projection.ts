import type { EntityManager } from 'typeorm';
import { Projection } from '@jxc/projections';
import type { Stored } from '../../shared/es/event-names';
import { REPLENISH_RULE_EVENTS, ReplenishRuleEvent } from './replenish-rule';

/** What the shop set for 智能补货 (migration 140): suppliers' and SKUs' lead times, SKUs' minimum orders, safety stocks. */
export const replenishRulesProjection: Projection<Stored<'ReplenishRule', ReplenishRuleEvent>> = {
  name: 'replenish_rules',
  eventTypes: Object.values(REPLENISH_RULE_EVENTS),
  tables: ['replenish_supplier_rules', 'replenish_sku_rules', 'replenish_safety_stock'],
  async apply(events, em: EntityManager) {
    for (const e of events) {
      const companyId = e.metadata.companyId;
      if (e.type === REPLENISH_RULE_EVENTS.SafetyStockSet) {
        const { warehouseId, skuId, safetyStock } = e.data;
        await em.query(
          safetyStock === null
            ? `delete from replenish_safety_stock where company_id = $1 and warehouse_id = $2 and sku_id = $3`
            : `insert into replenish_safety_stock (company_id, warehouse_id, sku_id, qty) values ($1, $2, $3, $4)
               on conflict (company_id, warehouse_id, sku_id) do update set qty = excluded.qty`,
          [companyId, warehouseId, skuId, ...(safetyStock === null ? [] : [safetyStock])],
        );
      } else if (e.type === REPLENISH_RULE_EVENTS.MinOrderSet) {
        await em.query(
          `insert into replenish_sku_rules (company_id, sku_id, min_order_qty) values ($1, $2, $3)
           on conflict (company_id, sku_id) do update set min_order_qty = excluded.min_order_qty`,
          [companyId, e.data.skuId, e.data.minOrderQty],
        );
      } else if ('supplierId' in e.data) {
        const { supplierId, leadDays } = e.data;
        await em.query(
          leadDays === null
            ? `delete from replenish_supplier_rules where company_id = $1 and supplier_id = $2`
            : `insert into replenish_supplier_rules (company_id, supplier_id, lead_days) values ($1, $2, $3)
               on conflict (company_id, supplier_id) do update set lead_days = excluded.lead_days`,
          [companyId, supplierId, ...(leadDays === null ? [] : [leadDays])],
        );
      } else {
        await em.query(
          `insert into replenish_sku_rules (company_id, sku_id, lead_days) values ($1, $2, $3)
           on conflict (company_id, sku_id) do update set lead_days = excluded.lead_days`,
          [companyId, e.data.skuId, e.data.leadDays],
        );
      }
    }
  },
};
