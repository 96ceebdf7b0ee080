/**
 * What a document says to stock, in the engine's words: which way it moves it, how its lines name serials and batches,
 * and the movements its audit makes. Inventory carries them out (tracking, moving-average cost) as a kind's policy.
 */

/** How a document moves stock when audited: in, out, or not at all (orders and quotations). */
export type StockDirection = 'in' | 'out' | 'none';

/** How a SKU is tracked: by serial number per unit, by shelf-life batch, or by quantity only. */
export interface SkuTracking {
  serialFlag: boolean;
  lifeFlag: boolean;
  shelfLifeDays: number | null;
}

/** What a line says about serials and batches (validated and completed by the kind's trackLines). */
export interface LineTracking {
  serials: string[];
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
}

export interface TrackingInput {
  serials?: string[];
  batchNo?: string;
  productionDate?: string;
  expiryDate?: string;
}

/** A quantity of one batch moved. */
export interface BatchQty {
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  qty: string;
}

/** A movement a document makes: in or out of one warehouse for one SKU, in main units, at a cost amount. */
export interface Move {
  warehouseId: string;
  skuId: string;
  inQty: string;
  outQty: string;
  amount: string;
  serials?: string[];
  batches?: BatchQty[];
}
