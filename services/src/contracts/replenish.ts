import type { HistoryEntry } from './history';

/** Where a line's lead time comes from: set on the SKU, set on its supplier, learned from past orders, or the default. */
export type LeadFrom = 'sku' | 'supplier' | 'learned' | 'default';

/** One line of 智能补货 (Replenish/Suggest): move goods between warehouses, or buy them. */
export interface ReplenishLine {
  kind: 'transfer' | 'purchase';
  skuId: string;
  /** The warehouse that lacks the goods. */
  warehouseId: string;
  /** Main units: for a purchase, whole cases of the product's biggest unit. */
  suggestQty: number;
  /** A transfer's source. */
  fromWarehouseId?: string;
  /** A purchase's supplier: the one the SKU was last bought from (none: never bought). */
  supplierId?: string;
  /** Why, in the shop's words: 日均销 3.2 个，可售 4 天，到货需 5 天 … */
  reason: string;
  skuName: string;
  warehouseName: string;
  fromWarehouseName?: string;
  supplierName?: string;
  unitName: string;
  stock: number;
  /** Sold per day over the window. */
  velocity: number;
  /** Days the stock lasts at that pace (null: it does not sell). */
  daysLeft: number | null;
  leadDays: number;
  leadFrom: LeadFrom;
  /** Main units kept on top of the days sold (0: none set). */
  safetyStock: number;
  /** Main units a purchase is at least (0: none set). */
  minOrderQty: number;
  cases?: number;
  caseUnitName?: string;
  caseRatio?: number;
}

/** Replenish/Draft: the suggestion lines chosen, made into draft 调拨单 and 采购订单. */
export interface ReplenishDrafts {
  transfers: { transId: string; billNo: string }[];
  orders: { offerId: string; billNo: string }[];
}

/** Replenish/Settings: what is set for a line's SKU, warehouse and usual supplier (null: not set), and who set it when. */
export interface ReplenishSettings {
  skuId: string;
  warehouseId: string;
  skuName: string;
  warehouseName: string;
  unitName: string;
  caseUnitName?: string;
  caseRatio?: number;
  supplierId?: string;
  supplierName?: string;
  /** Days from order to arrival learned from past orders of this SKU, else of its supplier (null: none arrived yet). */
  learnedLeadDays: number | null;
  leadDays: number | null;
  supplierLeadDays: number | null;
  safetyStock: number | null;
  minOrderQty: number | null;
  history: HistoryEntry[];
}
