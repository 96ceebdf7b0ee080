import type { ReplenishDrafts, ReplenishLine, ReplenishSettings } from '@jxc/services/contracts';
import { call } from '../../../api/http';

export interface ReplenishQuery {
  warehouseId?: string;
  days?: number;
  safetyDays?: number;
}

/** A chosen line as Replenish/Draft takes it: a purchase in whole cases of its case unit when it has one. */
export interface DraftLine {
  kind: ReplenishLine['kind'];
  skuId: string;
  warehouseId: string;
  qty: number;
  unitName?: string;
  fromWarehouseId?: string;
  supplierId?: string;
}

/** Replenish/…: 智能补货's suggestions, a line's settings, and the lines chosen made into draft 调拨单 and 采购订单. */
export const replenish = {
  suggest: (q: ReplenishQuery) => call<{ data: ReplenishLine[]; totalCount: number }>('Replenish/Suggest', q),
  settings: (skuId: string, warehouseId: string) => call<ReplenishSettings>('Replenish/Settings', { skuId, warehouseId }),
  /** A field sent empty is not set any more. */
  saveSettings: (settings: Record<string, unknown>) => call<{ changed: number }>('Replenish/SaveSettings', settings),
  draft: (lines: DraftLine[]) => call<ReplenishDrafts>('Replenish/Draft', { lines }),
};

export const draftLine = (l: ReplenishLine): DraftLine =>
  l.kind === 'transfer'
    ? { kind: l.kind, skuId: l.skuId, warehouseId: l.warehouseId, fromWarehouseId: l.fromWarehouseId, qty: l.suggestQty }
    : {
        kind: l.kind,
        skuId: l.skuId,
        warehouseId: l.warehouseId,
        supplierId: l.supplierId,
        ...(l.cases ? { qty: l.cases, unitName: l.caseUnitName } : { qty: l.suggestQty }),
      };
